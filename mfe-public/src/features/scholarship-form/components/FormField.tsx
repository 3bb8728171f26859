import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** Label, control, optional hint and the error beside it (linked through aria-describedby). */
export function FormField({ id, label, error, hint, children }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <span id={`${id}-hint`} className="scholarship-form__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
