import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra control shown after the input (e.g. a show-password switch). */
  addon?: ReactNode;
}

/** A labelled input whose hint and error are tied to it (aria-describedby) and announced. */
export function FormField({ label, error, hint, addon, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="auth-field__row">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {addon}
      </div>
      {hint ? (
        <div id={hintId} className="auth-field__hint">
          {hint}
        </div>
      ) : null}
      <p id={errorId} className="ui-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
