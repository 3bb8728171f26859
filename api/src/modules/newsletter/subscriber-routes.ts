import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes, type SubscriberItem } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/list-query.ts';
import { badRequest } from '../../shared/http-errors.ts';
import { csvLine } from '../submissions/csv.ts';

const tags = ['newsletter'];
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The office's view of the footer's subscriptions: the list, newest first, and the confirmed ones as CSV. */
export const newsletterSubscriberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/newsletter/subscribers', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /newsletter/subscribers'] } }, async (request) => {
    const page = Number(request.query.page ?? 1);
    const pageSize = Number(request.query.pageSize ?? DEFAULT_PAGE_SIZE);
    if (pageSize > MAX_PAGE_SIZE) throw badRequest(`pageSize must be at most ${MAX_PAGE_SIZE}`);
    const state = request.query.state ?? null;
    const filter = `($1::text is null or ($1 = 'confirmed') = (confirmed_at is not null))`;
    const [{ rows }, counted] = await Promise.all([
      app.sql.query<SubscriberItem>(
        `select id, email, case when confirmed_at is null then 'waiting' else 'confirmed' end as state,
           ${iso('created_at')} as "subscribedAt", ${iso('confirmed_at')} as "confirmedAt"
         from newsletter_subscription where ${filter} order by created_at desc, id desc limit $2 offset $3`,
        [state, pageSize, (page - 1) * pageSize],
      ),
      app.sql.query<{ total: number }>(`select count(*)::int as total from newsletter_subscription where ${filter}`, [state]),
    ]);
    return { items: rows, total: counted.rows[0]?.total ?? 0, page, pageSize };
  });

  app.get(
    '/newsletter/subscribers.csv',
    { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /newsletter/subscribers.csv'] } },
    async (_request, reply) => {
      const { rows } = await app.sql.query<{ email: string; confirmedAt: string }>(
        `select email, ${iso('confirmed_at')} as "confirmedAt" from newsletter_subscription where confirmed_at is not null order by email`,
      );
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"');
      // the byte order mark makes spreadsheet programs read the file as UTF-8
      return `\ufeff${csvLine(['E-mail', 'Confirmed at'])}${rows.map((row) => csvLine([row.email, row.confirmedAt])).join('')}`;
    },
  );
};
