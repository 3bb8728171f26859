import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { submissionStatusLabels } from '../../contract.ts';
import { HttpError } from '../../shared/http-errors.ts';
import type { SubmissionStatus } from './kinds.ts';
import { normalizeReference } from './reference.ts';

export const NO_MATCH = 'No application matches that reference number and e-mail address.';
/** Every status answer takes at least this long, so its timing tells nothing about what exists. */
export const STATUS_ANSWER_MS = 400;

const fingerprint = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();
// compared against when the reference matches nothing, so both paths do the same work
const NOBODY = fingerprint('nobody@invalid.invalid');

/** The status of the submission with this reference, if the e-mail address is the one it was sent with. */
export async function findStatus(sql: pg.Pool, reference: string, email: string): Promise<{ reference: string; status: SubmissionStatus }> {
  const { rows } = await sql.query<{ reference: string; email: string; status: SubmissionStatus }>(
    'select reference, email, status from submission where reference = $1',
    [normalizeReference(reference)],
  );
  const row = rows[0];
  const sameEmail = timingSafeEqual(row ? fingerprint(row.email) : NOBODY, fingerprint(email));
  if (!row || !sameEmail) throw new HttpError(404, NO_MATCH);
  return { reference: row.reference, status: row.status };
}

/** Waits out the rest of the minimum answer time counted from `startedAt` (performance.now()). */
export async function padAnswerTime(startedAt: number, minimumMs = STATUS_ANSWER_MS): Promise<void> {
  const left = minimumMs - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
}

/** The answer page's words for a status found (the form sent by the browser itself): as the status page shows it. */
export function statusInWords(answer: unknown): { heading: string; lines: string[] } {
  // a success has passed the route's reply schema
  const { reference, status } = answer as Awaited<ReturnType<typeof findStatus>>;
  return { heading: `Application ${reference}`, lines: [`Status: ${submissionStatusLabels[status]}`] };
}
