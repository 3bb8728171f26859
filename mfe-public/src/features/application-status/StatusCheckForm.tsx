import { ApiError, FormField } from '@college/shared-ui';
import { isSubmissionEmail, SUBMISSION_LIMITS } from '@college/contract/limits';
import { checkSubmissionStatus, formAction, type StatusAnswer, submissionStatusLabels, submissionTexts } from '@college/shared-ui/submissions';
import { type FormEvent, useRef, useState } from 'react';
import { applicationStatusText as text } from './content.ts';

type Errors = { reference?: string; email?: string };

function validate(reference: string, email: string): Errors {
  const errors: Errors = {};
  if (!reference.trim()) errors.reference = text.referenceRequired;
  // no reference is longer: a longer one is mistyped
  else if (reference.trim().length > SUBMISSION_LIMITS.reference) errors.reference = text.notFound;
  if (!email.trim()) errors.email = text.emailRequired;
  else if (!isSubmissionEmail(email)) errors.email = text.emailInvalid;
  return errors;
}

/** 404 in the page's words, 429 in the API's, no answer as the network message. */
function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return submissionTexts.network;
  if (error.status === 404) return text.notFound;
  if (error.status >= 500) return submissionTexts.failed;
  return error.body.message ?? submissionTexts.failed;
}

/**
 * Reference number and e-mail in, the status in words out; nothing else about the submission is shown. The fields
 * are uncontrolled (what is typed before the page is live stays) and read when the form is sent; before the page
 * is live (or without JavaScript) the browser posts the form to the API itself, which answers with a page.
 */
export function StatusCheckForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<StatusAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '');
    const email = String(data.get('email') ?? '');
    const found = validate(reference, email);
    setErrors(found);
    const first = (['reference', 'email'] as const).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setChecking(true);
    setAnswer(null);
    setFailure('');
    try {
      setAnswer(await checkSubmissionStatus(reference, email));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form ref={formRef} method="post" action={formAction('POST /submissions/status')} className="status-check" noValidate onSubmit={check} aria-busy={checking}>
      <FormField
        id="status-reference"
        label={text.reference}
        required
        name="reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={text.referenceHint}
        defaultValue=""
        error={errors.reference}
      />
      <FormField id="status-email" label={text.email} required name="email" type="email" autoComplete="email" defaultValue="" error={errors.email} />
      <button type="submit" className="ui-button" disabled={checking}>
        {checking ? text.checking : text.submit}
      </button>
      <div role="status" className="status-check__result">
        {answer ? (
          <>
            <h2>{text.resultHeading(answer.reference)}</h2>
            <p>
              {text.statusLine}: <strong>{submissionStatusLabels[answer.status]}</strong>
            </p>
          </>
        ) : null}
        {failure ? <p className="ui-error">{failure}</p> : null}
      </div>
    </form>
  );
}
