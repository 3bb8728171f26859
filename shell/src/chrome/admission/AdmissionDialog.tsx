import { Dialog, FormField, hasErrors, SelectField, usePrefersReducedMotion } from '@college/shared-ui';
import { chatLink, institution } from '@college/shared-ui/content';
import { HoneypotField, SubmissionReceiptNote, submissionTexts, submitAdmission, useSubmission } from '@college/shared-ui/submissions';
import { type FormEvent, useRef, useState } from 'react';
import {
  type AdmissionEnquiry,
  type AdmissionErrors,
  admissionSubmission,
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

/** The admission enquiry form in the shared modal dialog; Submit sends it to the admissions office, the second button to the chat app. */
export function AdmissionDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<AdmissionEnquiry>(emptyEnquiry);
  const [errors, setErrors] = useState<AdmissionErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submission = useSubmission({ fields: fieldOrder });
  const circle = useScrollCircle(formRef, !usePrefersReducedMotion());

  const set = (field: keyof AdmissionEnquiry) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    submission.clearField(field);
    if (errors[field]) setErrors({ ...errors, [field]: validateEnquiry(next)[field] });
  };

  /** Shows the errors and focuses the first invalid field; true when the enquiry may go. */
  const isValid = () => {
    const found = validateEnquiry(values);
    setErrors(found);
    if (!hasErrors(found)) return true;
    const first = fieldOrder.find((field) => found[field]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.sending || !isValid()) return;
    await submission.send((key) => submitAdmission({ ...admissionSubmission(values), website: honeypot.current?.value ?? '' }, key));
  };

  const sendViaChat = () => {
    if (!isValid()) return;
    window.open(chatLink(institution.chatNumber, buildAdmissionMessage(values)), '_blank', 'noopener,noreferrer');
    onClose();
  };

  const errorOf = (field: keyof AdmissionEnquiry) => errors[field] ?? submission.fieldErrors[field];

  if (submission.receipt) {
    return (
      <Dialog open title={text.title} onClose={onClose} className="admission-dialog">
        <div role="status">
          <SubmissionReceiptNote receipt={submission.receipt} lead={text.received} />
        </div>
        <div className="admission-form__actions">
          <button type="button" className="ui-button" onClick={onClose}>
            {text.done}
          </button>
        </div>
        <AdmissionSideButton onClick={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog open title={text.title} onClose={onClose} className="admission-dialog">
      {circle ? <span className="admission-circle" aria-hidden="true" data-testid="admission-circle" /> : null}
      <p className="admission-dialog__intro">{text.intro}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="admission-form" aria-busy={submission.sending}>
        <FormField
          label={text.fullName}
          required
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errorOf('fullName')}
        />
        <FormField
          label={text.email}
          required
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
        <FormField
          label={text.phone}
          required
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errorOf('phone')}
        />
        <FormField
          label={text.neetRank}
          name="neetRank"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={values.neetRank}
          onChange={set('neetRank')}
          error={errorOf('neetRank')}
        />
        <SelectField
          label={text.quota}
          required
          name="quota"
          value={values.quota}
          onChange={(event) => set('quota')({ target: { value: event.target.value as Quota } })}
          error={errorOf('quota')}
          options={[{ value: '', label: text.quotaPlaceholder }, ...quotaOptions]}
        />
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
          <button type="button" className="ui-button ui-button--secondary" onClick={sendViaChat}>
            {text.sendViaChat}
          </button>
          <button type="submit" className="ui-button" disabled={submission.sending}>
            {submission.sending ? submissionTexts.sending : text.submit}
          </button>
        </div>
        {submission.formError ? (
          <p className="ui-error" role="alert">
            {submission.formError}
          </p>
        ) : null}
        {/* last: a modal dialog first focuses its first focusable field, and tabIndex -1 still counts */}
        <HoneypotField inputRef={honeypot} />
      </form>
      <AdmissionSideButton onClick={onClose} />
    </Dialog>
  );
}
