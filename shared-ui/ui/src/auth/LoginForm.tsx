import { flushSync } from 'react-dom';
import { type FormEvent, useRef, useState } from 'react';
import type { UserType } from '../api/auth.ts';
import { apiBase, type LoginReply, login, FormField, hasErrors, type LoginErrors, loginFailureMessage, validateLogin } from '@college/shared-ui';
import { PasswordField } from './PasswordField.tsx';
import { roleLabels } from '../format/roles.ts';

export interface LoginFormProps {
  /** The portal's own role first (the default), then admin. */
  roles: UserType[];
  onSuccess: (reply: LoginReply) => void;
}

/**
 * Role toggle, e-mail (or username for admin), password with show/hide, Login. It is also a real form to the
 * role's sign-in route, which signs a browser that posts it itself in and sends it on to the portal.
 */
export function LoginForm({ roles, onSuccess }: LoginFormProps) {
  const [role, setRole] = useState<UserType>(roles[0] ?? 'student');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isAdmin = role === 'admin';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ role, identifier, password });
    // rendered now, so the first invalid field can take focus and its message is read out
    flushSync(() => setErrors(found));
    setFailure('');
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const reply = await login(role, identifier.trim(), password);
      onSuccess(reply);
    } catch (error) {
      setFailure(loginFailureMessage(role, error));
      setBusy(false);
    }
  }

  function chooseRole(next: UserType) {
    setRole(next);
    setErrors({});
    setFailure('');
  }

  return (
    <form ref={formRef} method="post" action={`${apiBase()}/auth/${role}/login`} className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset className="auth-form__roles">
        <legend>Sign in as</legend>
        {roles.map((value) => (
          <label key={value} className="auth-form__role">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => chooseRole(value)} />
            <span>{roleLabels[value]}</span>
          </label>
        ))}
      </fieldset>
      <FormField
        key={isAdmin ? 'username' : 'email'}
        label={isAdmin ? 'Username' : 'Email'}
        required
        name={isAdmin ? 'username' : 'email'}
        type={isAdmin ? 'text' : 'email'}
        autoComplete={isAdmin ? 'username' : 'email'}
        autoCapitalize="off"
        spellCheck={false}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        error={errors.identifier}
      />
      <PasswordField
        label="Password"
        required
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={errors.password}
      />
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <button type="submit" className="ui-button auth-form__submit" disabled={busy}>
        Login
      </button>
    </form>
  );
}
