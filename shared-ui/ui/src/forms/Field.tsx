import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/** What a field gives its control: spread it onto the input, select or textarea. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  /** The control's id; generated when absent. Give one when the form moves focus to the field by id. */
  id?: string | undefined;
  error?: string | undefined;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Shows a required marker (hidden from screen readers, which hear aria-required instead). */
  required?: boolean | undefined;
  /**
   * The error is an alert (role="alert"): for a field checked the moment it changes, such as a chosen file,
   * where nothing else tells the visitor. Otherwise it is a polite live region, also read with the control.
   */
  alertError?: boolean | undefined;
  className?: string | undefined;
  /** A control shown beside the main one (a show-password switch). */
  addon?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The one labelled form field: label and required marker, the control, its hint and its error, tied together
 * (aria-describedby, aria-invalid, aria-required). Every form of the site and the portals builds on it.
 * The marker sits outside the <label>, so the label's text, and the field's accessible name, stay the words alone.
 */
export function Field({ label, id, error, hint, required, alertError, className, addon, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const control: FieldControl = {
    id: controlId,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': Boolean(error),
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <div className="ui-field__label">
        <label htmlFor={controlId}>{label}</label>
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {addon ? (
        <div className="ui-field__row">
          {children(control)}
          {addon}
        </div>
      ) : (
        children(control)
      )}
      {hint ? (
        <div id={hintId} className="ui-field__hint">
          {hint}
        </div>
      ) : null}
      <p id={errorId} className="ui-field__error" {...(alertError ? { role: 'alert' } : { 'aria-live': 'polite' as const })}>
        {error}
      </p>
    </div>
  );
}

type FieldOptions = Pick<FieldProps, 'label' | 'id' | 'error' | 'hint' | 'required' | 'alertError' | 'className' | 'addon'>;

export type FormFieldProps = FieldOptions & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/** A labelled input (text, e-mail, number, date, file...). */
export function FormField({ label, id, error, hint, required, alertError, className, addon, ...input }: FormFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} required={required} alertError={alertError} className={className} addon={addon}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

export type SelectOption = string | { value: string; label: string };

export type SelectFieldProps = FieldOptions & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & { options: readonly SelectOption[] };

/** A labelled select; an option is its value and label, or a string that is both. */
export function SelectField({ label, id, error, hint, required, alertError, className, addon, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} required={required} alertError={alertError} className={className} addon={addon}>
      {(control) => (
        <select {...select} {...control}>
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
    </Field>
  );
}
