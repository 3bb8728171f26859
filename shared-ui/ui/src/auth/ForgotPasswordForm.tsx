import { type FormEvent, useState } from 'react';
import { ApiError, FormField } from '@college/shared-ui';
import { requestPasswordReset } from '../api/passwordLinks.ts';
import { authTexts } from './texts.ts';
import { isEmail } from './validation.ts';

/** Asks for a reset link by e-mail; the answer never tells whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? authTexts.emailRequired : isEmail(address) ? undefined : authTexts.emailInvalid;
    setError(problem);
    setFailure('');
    if (problem) return;
    setBusy(true);
    try {
      setSent((await requestPasswordReset(address)).message);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : authTexts.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <p>{authTexts.forgotIntro}</p>
      <FormField
        label="Email"
        required
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <p className="auth-dashboard__status" role="status">
        {sent}
      </p>
      <div className="auth-form__actions">
        <button type="submit" className="ui-button" disabled={busy}>
          Send Reset Link
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={onBack}>
          Back to Login
        </button>
      </div>
      <p className="auth-form__aside">{authTexts.forgotAdmin}</p>
    </form>
  );
}
