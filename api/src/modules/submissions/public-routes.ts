import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../contract.ts';
import type { FormPage } from '../../plugins/form-pages.ts';
import { FieldError } from '../../shared/http-errors.ts';
import { refuseWhenSpent, statusCheckLimit, submitLimit, TooManyRequests, takeSlotAlone } from './address-limit.ts';
import { type IncomingFile, removeFiles } from './file-store.ts';
import { CHECK_FORM, FILE_RULES, isHoneypotFilled, type RawFields } from './forms.ts';
import type { SubmissionKind } from './kinds.ts';
import { checkFiles, readMultipartForm } from './multipart.ts';
import { newReference } from './reference.ts';
import { findStatus, padAnswerTime, statusInWords } from './status-check.ts';
import { earlierReceipt, receiptOf, storeSubmission } from './submit.ts';

const JSON_BODY_LIMIT = 16 * 1024;
const MULTIPART_BODY_LIMIT = 16 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tags = ['submissions'];

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !UUID.test(key)) throw new FieldError('Idempotency-Key', 'Idempotency-Key must be a UUID');
  return key.toLowerCase();
}

/** Anyone may send the forms and ask for a status (the Origin check of state-changing calls still applies). */
export const submissionPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // multipart is read by these routes only, never by the rest of the API
  await app.register(multipart, { throwFileSizeLimit: false });
  const config = app.config;

  /** The steps every form shares once its fields (and files) are read; the temporary files are always removed. */
  async function submit(kind: SubmissionKind, request: FastifyRequest, reply: FastifyReply, raw: RawFields, files: IncomingFile[] = []) {
    try {
      const idempotencyKey = idempotencyKeyOf(request);
      const earlier = await earlierReceipt(app.orm.em, idempotencyKey);
      if (earlier) return reply.code(200).send(earlier);
      const limit = submitLimit(request.ip, config.submissionLimit, config.submissionWindowMinutes);
      if (isHoneypotFilled(raw)) {
        await takeSlotAlone(app.sql, limit);
        request.log.info({ event: 'submission_honeypot', kind }, 'honeypot filled: nothing stored');
        return reply.code(201).send(receiptOf(kind, newReference(kind)));
      }
      const form = CHECK_FORM[kind](raw);
      checkFiles(files, FILE_RULES[kind]);
      const { receipt, created } = await storeSubmission(app.orm.em, {
        kind,
        form,
        files,
        idempotencyKey,
        limit,
        actor: request.user,
        storage: app.files.submissions,
        collegeInbox: config.collegeInbox,
      });
      if (created) app.mailOutbox.wake();
      return reply.code(created ? 201 : 200).send(receipt);
    } catch (error) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    } finally {
      await removeFiles(files.map((file) => file.tempPath));
    }
  }

  const jsonRoute = { config: { public: true }, bodyLimit: JSON_BODY_LIMIT } as const;
  const multipartRoute = { config: { public: true }, bodyLimit: MULTIPART_BODY_LIMIT } as const;
  // the forms on the prerendered pages work before (or without) the app's code: the browser posts them itself
  const formPage = (form: string, back: string, found?: FormPage['found']) => ({ public: true, formPage: { form, back, ...(found && { found }) } }) as const;

  for (const kind of ['scholarship', 'research-proposal'] as const) {
    const routeConfig = kind === 'scholarship' ? formPage('Scholarship application', '/scholarships-form') : multipartRoute.config;
    app.post(
      `/submissions/${kind}`,
      { ...multipartRoute, config: routeConfig, schema: { tags, ...apiRoutes[`POST /submissions/${kind}`] } },
      async (request, reply) => {
        // a spent address is refused before its files are read (a retry of a stored one still gets its receipt)
        if (!(await earlierReceipt(app.orm.em, idempotencyKeyOf(request)))) {
          try {
            await refuseWhenSpent(app.sql, submitLimit(request.ip, config.submissionLimit, config.submissionWindowMinutes));
          } catch (error) {
            if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
            throw error;
          }
        }
        const { raw, files } = await readMultipartForm(request, config.submissionsDir, FILE_RULES[kind]);
        return submit(kind, request, reply, raw, files);
      },
    );
  }

  app.post(
    '/submissions/admission',
    { ...jsonRoute, config: formPage('Admission enquiry', '/'), schema: { tags, ...apiRoutes['POST /submissions/admission'] } },
    (request, reply) => submit('admission', request, reply, request.body ?? {}),
  );
  app.post(
    '/submissions/contact',
    { ...jsonRoute, config: formPage('Message', '/contact'), schema: { tags, ...apiRoutes['POST /submissions/contact'] } },
    (request, reply) => submit('contact', request, reply, request.body ?? {}),
  );
  app.post('/submissions/book-request', { ...jsonRoute, schema: { tags, ...apiRoutes['POST /submissions/book-request'] } }, (request, reply) =>
    submit('book-request', request, reply, request.body ?? {}),
  );

  app.post(
    '/submissions/status',
    { ...jsonRoute, config: formPage('Status check', '/applications/status', statusInWords), schema: { tags, ...apiRoutes['POST /submissions/status'] } },
    async (request, reply) => {
      const startedAt = performance.now();
      try {
        await takeSlotAlone(app.sql, statusCheckLimit(request.ip, config.submissionWindowMinutes));
        return await findStatus(app.sql, request.body.reference, request.body.email);
      } catch (error) {
        if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      } finally {
        await padAnswerTime(startedAt);
      }
    },
  );
};
