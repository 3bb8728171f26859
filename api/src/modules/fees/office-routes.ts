import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { readCollectionRegister, registerCsv, registerFileName } from './collection-register.ts';
import { listFeePlans } from './fee-reads.ts';
import { addAdhocCharges, grantConcession, voidPayment } from './office-writes.ts';
import { checkedAcademicYear } from './routes.ts';

const tags = ['fees'];

function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new Error('requireAdmin lets no anonymous request through');
  return user;
}

/** What a fees office does beside recording payments: concessions, ad-hoc charges, voids, the register. */
export const feeOfficeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/fees/charges', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /fees/charges'] } }, async (request, reply) => {
    const academicYear = checkedAcademicYear(request.body.academicYear);
    const created = await addAdhocCharges(app.orm.em, { ...request.body, academicYear }, signedIn(request.user));
    reply.code(201);
    return { created };
  });

  app.post(
    '/charges/:id/concessions',
    { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /charges/:id/concessions'] } },
    async (request, reply) => {
      const concession = await grantConcession(app.orm.em, Number(request.params.id), request.body, signedIn(request.user));
      reply.code(201);
      return concession;
    },
  );

  app.post('/payments/:id/void', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /payments/:id/void'] } }, async (request) =>
    voidPayment(app.orm.em, Number(request.params.id), request.body.reason, signedIn(request.user)),
  );

  app.get('/fees/collections', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /fees/collections'] } }, async (request) =>
    readCollectionRegister(app.sql, request.query),
  );

  app.get('/fees/collections.csv', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /fees/collections.csv'] } }, async (request, reply) => {
    const register = await readCollectionRegister(app.sql, request.query);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${registerFileName(register)}"`);
    return registerCsv(register);
  });

  // the public Fee Structure page: the plans of the current academic year, amounts only
  app.get('/public/fee-plans', { config: { public: true }, schema: { tags: ['public'], ...apiRoutes['GET /public/fee-plans'] } }, async () => {
    const academicYear = currentAcademicYear();
    const plans = await listFeePlans(app.sql, academicYear);
    return {
      academicYear,
      plans: plans.map(({ quota, yearOfStudy, annualFee, oneTimeFee, dueDate }) => ({ quota, yearOfStudy, annualFee, oneTimeFee, dueDate })),
    };
  });
};
