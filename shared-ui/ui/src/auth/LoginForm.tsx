import { flushSync } from 'react-dom';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { UserType } from '../api/auth.ts';
import { apiBase, type LoginReply, login, FormField, hasErrors, type LoginErrors, loginFailureMessage, validateLogin } from '@college/shared-ui';
import { PasswordField } from './PasswordField.tsx';
import { roleLabels } from '../format/roles.ts';

export interface LoginFormProps {
  /** The portal's own role first (the default), then admin. */
  roles: UserType[];
  onSuccess: (reply: LoginReply) => void;
}

/** The form's values as they are in its fields. */
function valuesOf(form: HTMLFormElement, roles: UserType[]) {
  const data = new FormData(form);
  const read = (field: string) => String(data.get(field) ?? '');
  const role = roles.find((candidate) => candidate === read('role')) ?? roles[0] ?? 'student';
  return { role, identifier: read(role === 'admin' ? 'username' : 'email'), password: read('password') };
}

/**
 * Role toggle, e-mail (or username for admin), password with show/hide, Login. It is also a real form to the
 * role's sign-in route, which signs a browser that posts it itself in and sends it on to the portal. The fields
 * are uncontrolled, with ids of their own: what is typed on the prerendered page before it is live stays there.
 */
export function LoginForm({ roles, onSuccess }: LoginFormProps) {
  const [role, setRole] = useState<UserType>(roles[0] ?? 'student');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isAdmin = role === 'admin';

  // a role chosen before the form came alive: the identifier field follows it
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form comes alive
  useEffect(() => {
    if (formRef.current) setRole(valuesOf(formRef.current, roles).role);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = valuesOf(event.currentTarget, roles);
    const found = validateLogin(values);
    // rendered now, so the first invalid field can take focus and its message is read out
    flushSync(() => setErrors(found));
    setFailure('');
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const reply = await login(values.role, values.identifier.trim(), values.password);
      onSuccess(reply);
    } catch (error) {
      setFailure(loginFailureMessage(values.role, error));
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
            <input type="radio" name="role" value={value} defaultChecked={value === roles[0]} onChange={() => chooseRole(value)} />
            <span>{roleLabels[value]}</span>
          </label>
        ))}
      </fieldset>
      {/* the same field for either role: what was typed stays when the role changes */}
      <FormField
        id="login-identifier"
        label={isAdmin ? 'Username' : 'Email'}
        required
        name={isAdmin ? 'username' : 'email'}
        type={isAdmin ? 'text' : 'email'}
        autoComplete={isAdmin ? 'username' : 'email'}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.identifier}
      />
      <PasswordField id="login-password" label="Password" required name="password" autoComplete="current-password" error={errors.password} />
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <button type="submit" className="ui-button auth-form__submit" disabled={busy}>
        Login
      </button>
    </form>
  );
}
