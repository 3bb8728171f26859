import { flushSync } from 'react-dom';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, hasErrors, passwordRules } from '@college/shared-ui';
import { setPasswordByLink } from '../api/passwordLinks.ts';
import { PasswordField } from './PasswordField.tsx';
import { authTexts } from './texts.ts';

type Errors = Partial<Record<'newPassword' | 'repeatPassword', string>>;

/** New password and its repeat, set with the secret of an e-mailed link (single use). */
export function PasswordLinkForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    // (there is no current password to differ from: only the length rules apply)
    if (!passwordRules.every((rule) => rule.test(newPassword, ''))) found.newPassword = authTexts.newPasswordWeak;
    if (repeatPassword !== newPassword) found.repeatPassword = authTexts.repeatMismatch;
    flushSync(() => setErrors(found));
    setFailure('');
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await setPasswordByLink(token, newPassword);
      onDone();
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : authTexts.networkError);
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <PasswordField
        required
        label="New password"
        name="newPassword"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        error={errors.newPassword}
        hint={`${passwordRules[0]?.label ?? ''}; not a common password, and not your login name.`}
      />
      <PasswordField
        required
        label="Repeat new password"
        name="repeatPassword"
        value={repeatPassword}
        onChange={setRepeatPassword}
        autoComplete="new-password"
        error={errors.repeatPassword}
      />
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <button type="submit" className="ui-button auth-form__submit" disabled={busy}>
        Set Password
      </button>
    </form>
  );
}
