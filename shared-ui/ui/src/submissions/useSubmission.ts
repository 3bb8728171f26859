import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, type SubmissionReceipt } from '../api/submissions.ts';
import { describeSubmissionError, type SubmissionErrors } from './submissionError.ts';

export interface SubmissionState<F extends string> extends SubmissionErrors<F> {
  sending: boolean;
  receipt: SubmissionReceipt | null;
}

export interface UseSubmissionOptions<F extends string> {
  /** The form's field names, so a 400 naming one shows beside it. */
  fields: readonly F[];
  /** API messages that name no field but belong to one (e.g. a file's). */
  knownMessages?: Partial<Record<string, F>>;
}

/**
 * Sends a filled form once: one Idempotency-Key per filled form (kept across retries after a failure,
 * so a send that reached the server before the connection broke is answered with its first receipt;
 * renewed after a receipt), and a second click while sending does nothing.
 */
export function useSubmission<F extends string>({ fields, knownMessages }: UseSubmissionOptions<F>) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [state, setState] = useState<SubmissionState<F>>({ sending: false, receipt: null, fieldErrors: {}, formError: '' });

  const send = useCallback(
    async (call: (idempotencyKey: string) => Promise<SubmissionReceipt>): Promise<SubmissionReceipt | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      key.current ??= newIdempotencyKey();
      setState({ sending: true, receipt: null, fieldErrors: {}, formError: '' });
      try {
        const receipt = await call(key.current);
        key.current = null;
        setState({ sending: false, receipt, fieldErrors: {}, formError: '' });
        return receipt;
      } catch (error) {
        setState({ sending: false, receipt: null, ...describeSubmissionError(error, fields, knownMessages) });
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [fields, knownMessages],
  );

  /** Clears a shown receipt or error (e.g. when the visitor starts a new form). */
  const clear = useCallback(() => setState((previous) => ({ ...previous, receipt: null, fieldErrors: {}, formError: '' })), []);

  /** The visitor edited a field: its server message no longer applies. */
  const clearField = useCallback(
    (field: F) =>
      setState((previous) => (previous.fieldErrors[field] ? { ...previous, fieldErrors: { ...previous.fieldErrors, [field]: undefined } } : previous)),
    [],
  );

  return { ...state, send, clear, clearField };
}
