import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { notFound } from '../../shared/http-errors.ts';
import { readSettings } from '../settings/settings-reads.ts';
import { studentHistory } from './history.ts';
import { promotionPreview } from './preview.ts';
import { runPromotion } from './run.ts';

const tags = ['promotion'];

export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/academic-years/records', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /academic-years/records'] } }, async () => {
    const [{ academicYear: current }, { rows }] = await Promise.all([
      readSettings(app.sql),
      app.sql.query<{ name: string; startsOn: string; endsOn: string; at: Date | null; by: string | null }>(
        `select name, to_char(starts_on, 'YYYY-MM-DD') as "startsOn", to_char(ends_on, 'YYYY-MM-DD') as "endsOn", promoted_at as at, promoted_by_name as by
         from academic_year order by name desc`,
      ),
    ]);
    return rows.map(({ at, by, ...row }) => ({ ...row, current: row.name === current, promoted: at ? { at: at.toISOString(), by: by ?? '' } : null }));
  });

  app.get('/promotion', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /promotion'] } }, async () => promotionPreview(app.sql));

  app.post('/promotion', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /promotion'] } }, async (request) => {
    const user = request.user;
    if (!user) throw new Error('requireAdmin lets no anonymous request through');
    return runPromotion(app.orm.em, app.sql, request.body, user);
  });

  app.get('/students/:id/history', { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/history'] } }, async (request) => {
    const history = await studentHistory(app.sql, Number(request.params.id));
    if (!history) throw notFound('Student');
    return history;
  });
};
