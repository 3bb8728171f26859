import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; required: true }) => ReactNode;
}

/** Label, control and its error, tied together by aria-describedby; the error is announced when it appears. */
export function ContactField({ id, label, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, required: true })}
      <span id={errorId} className="ui-field__error" aria-live="polite">
        {error}
      </span>
    </div>
  );
}
