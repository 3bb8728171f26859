import { ApiError } from '@college/shared-ui';
import { submissionTexts } from './texts.ts';

export interface SubmissionErrors<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  formError: string;
}

/** The field a 400 names: `field` in the answer, or the message's first word (`phone must be ...`, `body/phone ...`). */
function namedField<F extends string>(error: ApiError, fields: readonly F[], knownMessages: Partial<Record<string, F>>): F | undefined {
  const body = error.body as { field?: unknown };
  const candidates = [typeof body.field === 'string' ? body.field : '', /^(?:body\/)?([A-Za-z]+)\b/.exec(error.message)?.[1] ?? ''];
  return candidates.find((name): name is F => (fields as readonly string[]).includes(name)) ?? knownMessages[error.message];
}

/**
 * Where a failed send's message belongs: a 400 beside the field it names (else above the buttons);
 * 429, 413 and other answers as the form's message in the API's words; no answer at all as a network message.
 */
export function describeSubmissionError<F extends string>(
  error: unknown,
  fields: readonly F[],
  knownMessages: Partial<Record<string, F>> = {},
): SubmissionErrors<F> {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: submissionTexts.network };
  if (error.status === 400) {
    const field = namedField(error, fields, knownMessages);
    if (field) return { fieldErrors: { [field]: error.message } as Partial<Record<F, string>>, formError: '' };
  }
  if (error.status >= 500) return { fieldErrors: {}, formError: submissionTexts.failed };
  return { fieldErrors: {}, formError: error.body.message ?? submissionTexts.failed };
}
