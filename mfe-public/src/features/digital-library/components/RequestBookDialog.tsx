import { Dialog, Field } from '@college/shared-ui';
import { isSubmissionEmail, lengthProblem, SUBMISSION_LIMITS } from '@college/contract/limits';
import { HoneypotField, SubmissionReceiptNote, submissionTexts, submitBookRequest, useSubmission } from '@college/shared-ui/submissions';
import { type FormEvent, useRef, useState } from 'react';
import { libraryText } from '../content.ts';

const text = libraryText.request;
const requestFields = ['bookTitle', 'author', 'email'] as const;

/** Collects a book request and sends it to the library team, then shows its reference number. */
export function RequestBookDialog({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState('');
  const [confirmedTitle, setConfirmedTitle] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submission = useSubmission({ fields: requestFields });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.sending) return;
    const data = new FormData(event.currentTarget);
    const bookTitle = String(data.get('bookTitle') ?? '').trim();
    const author = String(data.get('author') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (!bookTitle || !email) return setError(text.required);
    if (!isSubmissionEmail(email)) return setError(text.invalidEmail);
    const tooLong = lengthProblem('Book title', bookTitle, SUBMISSION_LIMITS.bookTitle) ?? lengthProblem('Author', author, SUBMISSION_LIMITS.author);
    if (tooLong) return setError(tooLong);
    setError('');
    const receipt = await submission.send((key) =>
      submitBookRequest({ bookTitle, ...(author ? { author } : {}), email, website: honeypot.current?.value ?? '' }, key),
    );
    if (receipt) setConfirmedTitle(bookTitle);
  };

  const shownError = error || submission.formError || Object.values(submission.fieldErrors).find(Boolean) || '';

  return (
    <Dialog open title={text.title} onClose={onClose}>
      {confirmedTitle && submission.receipt ? (
        <>
          <div role="status">
            <SubmissionReceiptNote receipt={submission.receipt} lead={text.confirmation(confirmedTitle)} />
          </div>
          <button type="button" className="ui-button" onClick={onClose}>
            {text.close}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={submission.sending}>
          {/* one message for the whole form, below the fields, describes the two required ones */}
          <Field id="request-book-title" label={text.bookTitle} required>
            {(control) => <input {...control} name="bookTitle" required aria-describedby="request-book-error" />}
          </Field>
          <Field id="request-book-author" label={text.author}>
            {(control) => <input {...control} name="author" />}
          </Field>
          <Field id="request-book-email" label={text.email} required>
            {(control) => <input {...control} name="email" type="email" required autoComplete="email" aria-describedby="request-book-error" />}
          </Field>
          <p id="request-book-error" className="ui-field__error" role="alert">
            {shownError}
          </p>
          <div className="library-dialog__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
              {text.cancel}
            </button>
            <button type="submit" className="ui-button" disabled={submission.sending}>
              {submission.sending ? submissionTexts.sending : text.submit}
            </button>
          </div>
          {/* last: a modal dialog first focuses its first focusable field, and tabIndex -1 still counts */}
          <HoneypotField inputRef={honeypot} />
        </form>
      )}
    </Dialog>
  );
}
