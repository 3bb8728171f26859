import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { apiRoutes, VERIFICATION_CODE_PATTERN, VERIFY_LIMIT } from '../../contract.ts';
import { requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { FieldError, HttpError, notFound } from '../../shared/http-errors.ts';
import { RECEIPT_COLLEGE } from '../fees/college.ts';
import { TooManyRequests, takeSlotAlone } from '../submissions/address-limit.ts';
import { IssuedDocument } from './issued-document.entity.ts';
import { issueDocument, normalizeCode } from './issue.ts';
import { renderDocumentPdf } from './pdf.ts';
import { marksheetOf, transcriptOf } from './statement.ts';

const tags = ['documents'];
const CODE = new RegExp(VERIFICATION_CODE_PATTERN);
const TOO_MANY_CHECKS = 'Too many verifications from your network. Please try again in a few minutes.';

function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new Error('the guard lets no anonymous request through');
  return user;
}

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the page a code is checked on: the site's own address, as the browser reaches it
  const verifyUrl = `${app.config.allowedOrigins[0] ?? ''}/verify`;

  async function sendPdf(
    reply: FastifyReply,
    studentId: number,
    kind: IssuedDocument['kind'],
    fileName: string,
    user: SessionUser,
    made: Awaited<ReturnType<typeof transcriptOf>>,
  ) {
    if (made === null) throw notFound('Student');
    if (made === 'none') throw new HttpError(404, kind === 'marksheet' ? 'No published results for that academic year' : 'No published results yet');
    const document = await issueDocument(app.orm.em, { studentId, kind, ...made }, user);
    const pdf = await renderDocumentPdf({
      college: RECEIPT_COLLEGE,
      title: made.title,
      code: document.code,
      verifyUrl,
      issuedAt: document.issuedAt,
      statement: made.statement,
    });
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store');
    return reply.send(pdf);
  }

  app.get(
    '/students/:id/marksheets/:academicYear',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/marksheets/:academicYear'] } },
    async (request, reply) => {
      const studentId = Number(request.params.id);
      const { academicYear } = request.params;
      const made = await marksheetOf(app.sql, studentId, academicYear);
      return sendPdf(reply, studentId, 'marksheet', `marksheet-${academicYear}.pdf`, signedIn(request.user), made);
    },
  );

  app.get(
    '/students/:id/transcript',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags, ...apiRoutes['GET /students/:id/transcript'] } },
    async (request, reply) => {
      const studentId = Number(request.params.id);
      return sendPdf(reply, studentId, 'transcript', 'transcript.pdf', signedIn(request.user), await transcriptOf(app.sql, studentId));
    },
  );

  app.get('/verify/:code', { config: { public: true }, schema: { tags: ['public'], ...apiRoutes['GET /verify/:code'] } }, async (request, reply) => {
    try {
      const key = `verify:${createHash('sha256').update(request.ip).digest('base64url')}`;
      await takeSlotAlone(app.sql, { key, max: VERIFY_LIMIT, windowMinutes: app.config.submissionWindowMinutes });
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw new HttpError(429, TOO_MANY_CHECKS);
    }
    const code = normalizeCode(request.params.code);
    if (!CODE.test(code)) throw new FieldError('code', 'A verification code has twelve letters and digits, like ABCD-EFGH-JKMN');
    const document = await app.orm.em.fork().findOne(IssuedDocument, { code });
    if (!document) throw new HttpError(404, 'No marksheet, transcript or hall ticket has this verification code');
    return {
      code: document.code,
      kind: document.kind,
      title: document.title,
      issuedAt: document.issuedAt.toISOString(),
      college: RECEIPT_COLLEGE.name,
      statement: document.statement,
    };
  });
};
