import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { currentAcademicYear, isAcademicYear } from '../../shared/academic-year.ts';
import { badRequest, notFound } from '../../shared/http-errors.ts';
import { parseListQuery } from '../../shared/list-query.ts';
import { idParams } from '../../shared/schemas.ts';
import { RECEIPT_COLLEGE } from './college.ts';
import { DUES_SORT, listDues, listFeePlans, readReceipt, readStudentFees } from './fee-reads.ts';
import { applyFeePlans, recordPayment, upsertFeePlans } from './fee-writes.ts';
import { requirePayingStudentOrAdmin } from './guards.ts';
import {
  academicYearQuery, applyPlansBody, applyPlansReply, duesQuery, duesReply, feePlanReply, feePlansBody, paymentBody, paymentHeaders,
  paymentReply, receiptReply, refusals, studentFeesReply,
} from './schemas.ts';

const tags = ['fees'];

/** `YYYY-YY` with consecutive years, else a 400 naming the field; missing means the current one. */
function checkedAcademicYear(value: string | undefined): string {
  if (value === undefined) return currentAcademicYear();
  if (!isAcademicYear(value)) throw badRequest('academicYear must be an academic year such as 2026-27');
  return value;
}

export const feeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/fee-plans', {
    onRequest: [requireAdmin],
    schema: { tags, querystring: academicYearQuery, response: { 200: Type.Array(feePlanReply), ...refusals } },
  }, async (request) => listFeePlans(app.sql, checkedAcademicYear(request.query.academicYear)));

  app.put('/fee-plans', {
    onRequest: [requireAdmin],
    schema: { tags, body: feePlansBody, response: { 200: Type.Array(feePlanReply), ...refusals } },
  }, async (request) => {
    const academicYear = checkedAcademicYear(request.body.academicYear);
    return upsertFeePlans(app.orm.em, app.sql, { ...request.body, academicYear }, request.user);
  });

  app.post('/fee-plans/apply', {
    onRequest: [requireAdmin],
    schema: { tags, body: applyPlansBody, response: { 200: applyPlansReply, ...refusals } },
  }, async (request) => ({ created: await applyFeePlans(app.orm.em, checkedAcademicYear(request.body.academicYear), request.user) }));

  app.get('/students/:id/fees', {
    onRequest: [requireOwnStudentOrAdmin],
    schema: { tags, params: idParams, response: { 200: studentFeesReply, ...refusals } },
  }, async (request) => {
    const fees = await readStudentFees(app.sql, Number(request.params.id));
    if (!fees) throw notFound('Student');
    return fees;
  });

  app.post('/students/:id/payments', {
    onRequest: [requireAdmin],
    schema: { tags, params: idParams, headers: paymentHeaders, body: paymentBody, response: { 200: paymentReply, 201: paymentReply, ...refusals, 409: refusals[400] } },
  }, async (request, reply) => {
    const user = request.user;
    if (!user) throw new Error('requireAdmin lets no anonymous request through');
    const { payment, created } = await recordPayment(app.orm.em, app.sql, Number(request.params.id), request.body, request.headers['idempotency-key'], user);
    reply.code(created ? 201 : 200);
    return payment;
  });

  app.get('/payments/:id/receipt', {
    onRequest: [requirePayingStudentOrAdmin],
    schema: { tags, params: idParams, response: { 200: receiptReply, ...refusals } },
  }, async (request) => {
    const receipt = await readReceipt(app.sql, Number(request.params.id));
    if (!receipt) throw notFound('Payment');
    return { ...receipt, college: RECEIPT_COLLEGE };
  });

  app.get('/fees/dues', {
    onRequest: [requireAdmin],
    schema: { tags, querystring: duesQuery, response: { 200: duesReply, ...refusals } },
  }, async (request) => {
    const { overdue, year, q, sort, page, pageSize } = request.query;
    // always a page: the dues list can be as long as the college
    const paging = parseListQuery({ sort, page: page ?? '1', pageSize }, DUES_SORT, '-due');
    return listDues(app.sql, { overdue: overdue === 'true', year, q: q?.trim() || undefined }, paging);
  });
};
