import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { currentAcademicYear, isAcademicYear } from '../../shared/academic-year.ts';
import { badRequest, notFound } from '../../shared/http-errors.ts';
import { parseListQuery } from '../../shared/list-query.ts';
import { RECEIPT_COLLEGE } from './college.ts';
import { DUES_SORT, listDues, listFeePlans, readReceipt, readStudentFees } from './fee-reads.ts';
import { applyFeePlans, recordPayment, upsertFeePlans } from './fee-writes.ts';
import { requirePayingStudentOrAdmin } from './guards.ts';

const tags = ['fees'];

/** `YYYY-YY` with consecutive years, else a 400 naming the field; missing means the current one. */
export function checkedAcademicYear(value: string | undefined): string {
  if (value === undefined) return currentAcademicYear();
  if (!isAcademicYear(value)) throw badRequest('academicYear must be an academic year such as 2026-27');
  return value;
}

export const feeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/fee-plans',
    {
      onRequest: [requireAdmin],
      schema: { tags, ...apiRoutes['GET /fee-plans'] },
    },
    async (request) => listFeePlans(app.sql, checkedAcademicYear(request.query.academicYear)),
  );

  app.put(
    '/fee-plans',
    {
      onRequest: [requireAdmin],
      schema: { tags, ...apiRoutes['PUT /fee-plans'] },
    },
    async (request) => {
      const academicYear = checkedAcademicYear(request.body.academicYear);
      return upsertFeePlans(app.orm.em, app.sql, { ...request.body, academicYear }, request.user);
    },
  );

  app.post(
    '/fee-plans/apply',
    {
      onRequest: [requireAdmin],
      schema: { tags, ...apiRoutes['POST /fee-plans/apply'] },
    },
    async (request) => ({ created: await applyFeePlans(app.orm.em, checkedAcademicYear(request.body.academicYear), request.user) }),
  );

  app.get(
    '/students/:id/fees',
    {
      onRequest: [requireOwnStudentOrAdmin],
      schema: { tags, ...apiRoutes['GET /students/:id/fees'] },
    },
    async (request) => {
      const fees = await readStudentFees(app.sql, Number(request.params.id));
      if (!fees) throw notFound('Student');
      return fees;
    },
  );

  app.post(
    '/students/:id/payments',
    {
      onRequest: [requireAdmin],
      schema: { tags, ...apiRoutes['POST /students/:id/payments'] },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireAdmin lets no anonymous request through');
      const { payment, created } = await recordPayment(app.orm.em, app.sql, Number(request.params.id), request.body, request.headers['idempotency-key'], user);
      reply.code(created ? 201 : 200);
      return payment;
    },
  );

  app.get(
    '/payments/:id/receipt',
    {
      onRequest: [requirePayingStudentOrAdmin],
      schema: { tags, ...apiRoutes['GET /payments/:id/receipt'] },
    },
    async (request) => {
      const receipt = await readReceipt(app.sql, Number(request.params.id));
      if (!receipt) throw notFound('Payment');
      return { ...receipt, college: RECEIPT_COLLEGE };
    },
  );

  app.get(
    '/fees/dues',
    {
      onRequest: [requireAdmin],
      schema: { tags, ...apiRoutes['GET /fees/dues'] },
    },
    async (request) => {
      const { overdue, year, q, sort, page, pageSize } = request.query;
      // always a page: the dues list can be as long as the college
      const paging = parseListQuery({ sort, page: page ?? '1', pageSize }, DUES_SORT, '-due');
      return listDues(app.sql, { overdue: overdue === 'true', year, q: q?.trim() || undefined }, paging);
    },
  );
};
