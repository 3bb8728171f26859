import { Dialog, FormField, hasErrors, usePrefersReducedMotion } from '@college/shared-ui';
import { chatLink, institution } from '@college/shared-ui/content';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type AdmissionEnquiry,
  type AdmissionErrors,
  admissionTexts as text,
  buildAdmissionMessage,
  emptyEnquiry,
  type Quota,
  quotaOptions,
  validateEnquiry,
} from './admissionEnquiry.ts';
import { AdmissionSideButton } from './AdmissionSideButton.tsx';
import { useScrollCircle } from './useScrollCircle.ts';

const fieldOrder: (keyof AdmissionEnquiry)[] = ['fullName', 'email', 'phone', 'neetRank', 'quota'];

/** The admission enquiry form in the shared modal dialog; Submit hands the enquiry off to the chat app. */
export function AdmissionDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<AdmissionEnquiry>(emptyEnquiry);
  const [errors, setErrors] = useState<AdmissionErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const circle = useScrollCircle(formRef, !usePrefersReducedMotion());
  const quotaId = useId();

  const set = (field: keyof AdmissionEnquiry) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateEnquiry(next)[field] });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateEnquiry(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = fieldOrder.find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    window.open(chatLink(institution.chatNumber, buildAdmissionMessage(values)), '_blank', 'noopener,noreferrer');
    onClose();
  };

  return (
    <Dialog open title={text.title} onClose={onClose} className="admission-dialog">
      {circle ? <span className="admission-circle" aria-hidden="true" data-testid="admission-circle" /> : null}
      <p className="admission-dialog__intro">{text.intro}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="admission-form">
        <FormField label={text.fullName} name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
        <FormField label={text.email} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <FormField label={text.phone} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
        <FormField label={text.neetRank} name="neetRank" type="number" min={1} step={1} inputMode="numeric" value={values.neetRank} onChange={set('neetRank')} error={errors.neetRank} />
        <div className="ui-field">
          <label htmlFor={quotaId}>{text.quota}</label>
          <select
            id={quotaId}
            name="quota"
            value={values.quota}
            onChange={(event) => set('quota')({ target: { value: event.target.value as Quota } })}
            aria-invalid={errors.quota ? true : undefined}
            aria-describedby={`${quotaId}-error`}
          >
            <option value="">{text.quotaPlaceholder}</option>
            {quotaOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p id={`${quotaId}-error`} className="ui-field__error" aria-live="polite">
            {errors.quota}
          </p>
        </div>
        <p className="admission-form__external">
          <a href={institution.externalForms.admission} target="_blank" rel="noopener noreferrer">
            {text.externalForm}
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <div className="admission-form__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
            {text.cancel}
          </button>
          <button type="submit" className="ui-button">
            {text.submit}
          </button>
        </div>
      </form>
      <AdmissionSideButton open onClick={onClose} />
    </Dialog>
  );
}
