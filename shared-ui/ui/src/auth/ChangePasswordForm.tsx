import { flushSync } from 'react-dom';
import { type FormEvent, useRef, useState } from 'react';
import {
  ApiError,
  changePassword,
  hasErrors,
  type PasswordChangeErrors,
  type PasswordChangeValues,
  passwordRules,
  validatePasswordChange,
} from '@college/shared-ui';
import { PasswordField } from './PasswordField.tsx';
import { authTexts } from './texts.ts';

export interface ChangePasswordFormProps {
  submitLabel?: string;
  onDone: () => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

function PasswordRules({ value, current }: { value: string; current: string }) {
  return (
    <ul className="auth-rules" aria-label="Password rules">
      {passwordRules.map((rule) => {
        const met = rule.test(value, current);
        return (
          <li key={rule.id} className={met ? 'auth-rules__met' : undefined}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
            <span className="ui-visually-hidden">{met ? ' (met)' : ' (not yet met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Current + new + repeat, with the strength rules shown; PUT /api/auth/password. */
export function ChangePasswordForm({ submitLabel = 'Change Password', onDone, onCancel, cancelLabel = 'Cancel' }: ChangePasswordFormProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof PasswordChangeValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    // rendered now, so the first invalid field can take focus and its message is read out
    flushSync(() => setErrors(found));
    setFailure('');
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(empty);
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : authTexts.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <PasswordField
        required
        label="Current password"
        name="currentPassword"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <PasswordField
        required
        label="New password"
        name="newPassword"
        value={values.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        error={errors.newPassword}
        hint={<PasswordRules value={values.newPassword} current={values.currentPassword} />}
      />
      <PasswordField
        required
        label="Repeat new password"
        name="repeatPassword"
        value={values.repeatPassword}
        onChange={set('repeatPassword')}
        autoComplete="new-password"
        error={errors.repeatPassword}
      />
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <div className="auth-form__actions">
        <button type="submit" className="ui-button" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
