import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and its error, tied together so the error is announced with the field. */
function FieldShell({ label, error, required, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ui-field admin-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      <p id={errorId} className="ui-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string | undefined };

export function TextField({ label, error, required, ...input }: InputProps) {
  return (
    <FieldShell label={label} error={error} required={required}>
      {(control) => <input {...input} {...control} aria-required={required || undefined} />}
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  options: readonly (string | { value: string; label: string })[];
};

export function SelectField({ label, error, required, options, ...select }: SelectProps) {
  return (
    <FieldShell label={label} error={error} required={required}>
      {(control) => (
        <select {...select} {...control} aria-required={required || undefined}>
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}
