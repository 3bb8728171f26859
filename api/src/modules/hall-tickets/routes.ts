import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../shared/http-errors.ts';
import { issueDocument } from '../documents/issue.ts';
import { RECEIPT_COLLEGE } from '../fees/college.ts';
import { hallTicketCase } from './eligibility.ts';
import { renderHallTicketPdf } from './pdf.ts';

const tags = ['documents'];
const YEAR_NAMES = { FIRST: 'First year', SECOND: 'Second year', THIRD: 'Third year', FOURTH: 'Fourth year' } as const;

export const hallTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const verifyUrl = `${app.config.allowedOrigins[0] ?? ''}/verify`;

  app.get(
    '/students/:id/hall-ticket/eligibility',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/hall-ticket/eligibility'] } },
    async (request) => {
      const found = await hallTicketCase(app.sql, Number(request.params.id));
      if (!found) throw notFound('Student');
      return { eligible: found.eligible, reasons: found.reasons, papers: found.papers.length };
    },
  );

  app.get(
    '/students/:id/hall-ticket',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/hall-ticket'] } },
    async (request, reply) => {
      const studentId = Number(request.params.id);
      const found = await hallTicketCase(app.sql, studentId);
      if (!found) throw notFound('Student');
      if (!found.eligible) throw conflict(`No hall ticket can be issued. ${found.reasons.join(' ')}`);
      const user = request.user;
      if (!user) throw new Error('the guard lets no anonymous request through');
      const { student } = found;
      const hallTicket = { yearOfStudy: student.year, papers: found.papers };
      const title = `Hall ticket, ${YEAR_NAMES[student.year]} BPT examinations`;
      const statement = { student: { name: student.name, enrollmentNumber: student.enrollmentNumber }, years: [], cgpa: null, hallTicket };
      const document = await issueDocument(app.orm.em, { studentId, kind: 'hall_ticket', title, statement }, user);
      const pdf = await renderHallTicketPdf({
        college: RECEIPT_COLLEGE,
        title,
        code: document.code,
        verifyUrl,
        issuedAt: document.issuedAt,
        student: statement.student,
        hallTicket,
      });
      reply.type('application/pdf').header('content-disposition', 'attachment; filename="hall-ticket.pdf"').header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
};
