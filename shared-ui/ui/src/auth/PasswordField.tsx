import { type ReactNode, useState } from 'react';
import { FormField } from '@college/shared-ui';

export interface PasswordFieldProps {
  label: string;
  name: string;
  /** The control's id; generated when absent (give one on a prerendered page: see Field). */
  id?: string;
  /** Without a value the field is uncontrolled: the form reads it when it is sent. */
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** A password input with a show/hide switch (SPEC "Login pages"). */
export function PasswordField({ label, name, id, value, onChange, autoComplete, error, hint, required }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      role="switch"
      aria-checked={visible}
      aria-label={`Show ${label.toLowerCase()}`}
      className="auth-field__toggle"
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? 'Hide' : 'Show'}
    </button>
  );
  return (
    <FormField
      label={label}
      id={id}
      required={required}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange && ((event) => onChange(event.target.value))}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      error={error}
      hint={hint}
      addon={toggle}
    />
  );
}
