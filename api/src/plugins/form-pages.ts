import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../shared/http-errors.ts';

/** A public form that also works without JavaScript: the browser posts it here itself and shows the answer. */
export type FormPage = {
  /** The form's name in the answer's title ("Scholarship application"). */
  form: string;
  /** Where the visitor goes back to: the page of the form. */
  back: string;
  /** Where a success sends the browser instead of a page (303), from the JSON answer: a sign-in's portal. */
  next?: (answer: unknown) => string;
  /** A look-up rather than a sending (a status check): a success's heading and lines, from its JSON answer. */
  found?: (answer: unknown) => { heading: string; lines: string[] };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes the browser's own form submission (urlencoded or multipart) and answers it with a page. */
    formPage?: FormPage;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The browser's own submission navigates: it asks for HTML. The app's API client asks for JSON, and keeps
 * getting the contract's JSON answers.
 */
const isBrowserSubmission = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

type Answer = { message?: unknown; reference?: unknown; nextSteps?: unknown };

function readAnswer(payload: unknown): unknown {
  try {
    return JSON.parse(String(payload));
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The whole page: what happened, and the way back to the form (its typed text is kept by the browser's Back). */
export function formAnswerPage(page: FormPage, statusCode: number, answer: Answer): string {
  const sent = statusCode < 300;
  const found = sent ? page.found?.(answer) : undefined;
  const heading = found?.heading ?? (sent ? `${page.form}: sent` : `${page.form}: ${page.found ? 'no answer' : 'not sent'}`);
  const lines =
    found?.lines ??
    (sent
      ? [text(answer.message), answer.reference ? `Your reference number: ${text(answer.reference)}` : '', text(answer.nextSteps)]
      : [text(answer.message) || 'Something went wrong. Please try again.']);
  const description = found
    ? `The answer to your ${page.form.toLowerCase()}.`
    : sent
      ? `Your ${page.form.toLowerCase()} has reached the college.`
      : `Your ${page.form.toLowerCase()} could not be sent.`;
  const paragraphs = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} | Physiotherapy College</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="robots" content="noindex">
</head>
<body>
<main style="max-width: 40rem; margin: 2rem auto; padding: 0 1rem; font-family: system-ui, sans-serif; line-height: 1.5">
<h1>${escapeHtml(heading)}</h1>
<div role="${sent ? 'status' : 'alert'}">
${paragraphs}
</div>
<p><a href="${escapeHtml(page.back)}">${sent && !found ? 'Back to the website' : 'Back to the form'}</a></p>
</main>
</body>
</html>
`;
}

/**
 * Lets a form route take the browser's own submission. The body is read as the JSON body would be (the route's
 * schema checks it the same way); the JSON answer, success or error, becomes a page. Other routes and other
 * callers keep getting 415 for urlencoded bodies.
 */
export const formPagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
      // only a browser's own submission comes urlencoded; every other caller sends JSON
      if (!request.routeOptions.config?.formPage || !isBrowserSubmission(request)) return done(new HttpError(415, 'Send this as application/json'), undefined);
      // a form sends every named control (a role switch too): only the fields the route's schema names are read
      const named = (request.routeOptions.schema?.body as { properties?: Record<string, unknown> } | undefined)?.properties;
      const fields = [...new URLSearchParams(String(body))].filter(([name]) => !named || Object.hasOwn(named, name));
      done(null, Object.fromEntries(fields));
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const page = request.routeOptions.config?.formPage;
      if (!page || !isBrowserSubmission(request)) return payload;
      const answer = readAnswer(payload);
      if (page.next && reply.statusCode < 300) {
        reply.code(303).header('location', page.next(answer)).removeHeader('content-type');
        return '';
      }
      reply.header('content-type', 'text/html; charset=utf-8');
      return formAnswerPage(page, reply.statusCode, typeof answer === 'object' && answer !== null ? answer : {});
    });
  },
  { name: 'form-pages' },
);
