import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { conflict, notFound } from '../../shared/http-errors.ts';
import { issueDocument } from '../documents/issue.ts';
import { RECEIPT_COLLEGE } from '../fees/college.ts';
import { hallTicketCase } from './eligibility.ts';
import { deleteExamSession, listExamSessions, readExamSession, saveExamSession } from './exam-sessions.ts';
import { renderHallTicketPdf } from './pdf.ts';
import { photoForPdf } from './photo.ts';

const tags = ['documents'];
const signedIn = (user: SessionUser | null) => {
  if (!user) throw new Error('the guard lets no anonymous request through');
  return user;
};

export const hallTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const verifyUrl = `${app.config.allowedOrigins[0] ?? ''}/verify`;

  app.get(
    '/students/:id/hall-ticket/eligibility',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/hall-ticket/eligibility'] } },
    async (request) => {
      const found = await hallTicketCase(app.sql, Number(request.params.id));
      if (!found) throw notFound('Student');
      const sessions = found.sessions.map((session) => ({ id: session.id, name: session.name, papers: session.papers.length }));
      return { eligible: found.eligible, reasons: found.reasons, papers: sessions.reduce((sum, session) => sum + session.papers, 0), sessions };
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
      const wanted = request.query.session === undefined ? undefined : Number(request.query.session);
      const session = wanted === undefined ? found.sessions[0] : found.sessions.find((one) => one.id === wanted);
      if (!session) throw notFound('Exam session');
      const { student } = found;
      const hallTicket = { yearOfStudy: student.year, papers: session.papers };
      const title = `Hall ticket, ${session.name}`;
      const statement = { student: { name: student.name, enrollmentNumber: student.enrollmentNumber }, years: [], cgpa: null, hallTicket };
      const document = await issueDocument(app.orm.em, { studentId, kind: 'hall_ticket', title, statement }, signedIn(request.user));
      const photo = await photoForPdf(app.files['profile-pictures'], student.profilePic, app.config.isProduction);
      const pdf = await renderHallTicketPdf({
        college: RECEIPT_COLLEGE,
        title,
        code: document.code,
        verifyUrl,
        issuedAt: document.issuedAt,
        student: statement.student,
        hallTicket,
        photo,
      });
      reply.type('application/pdf').header('content-disposition', 'attachment; filename="hall-ticket.pdf"').header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );

  app.get('/exam-sessions', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /exam-sessions'] } }, async () => listExamSessions(app.sql));

  app.post('/exam-sessions', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /exam-sessions'] } }, async (request, reply) => {
    const id = await saveExamSession(app.orm.em, null, request.body, signedIn(request.user));
    reply.code(201);
    return (await readExamSession(app.sql, id)) ?? Promise.reject(notFound('Exam session'));
  });

  app.put('/exam-sessions/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /exam-sessions/:id'] } }, async (request) => {
    const id = await saveExamSession(app.orm.em, Number(request.params.id), request.body, signedIn(request.user));
    return (await readExamSession(app.sql, id)) ?? Promise.reject(notFound('Exam session'));
  });

  app.delete('/exam-sessions/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /exam-sessions/:id'] } }, async (request) => {
    await deleteExamSession(app.orm.em, Number(request.params.id), signedIn(request.user));
    return { message: 'Exam session deleted' };
  });
};
