import { Field } from '@college/shared-ui';
import { formAction, HoneypotField, SubmissionReceiptNote, submissionTexts, submitContact, useSubmission } from '@college/shared-ui/submissions';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { contactOptions, contactText } from '../content.ts';
import { type ContactErrors, type ContactValues, contactChatUrl, contactSubmission, emptyContact, validateContact } from '../contactMessage.ts';

const fieldOrder: (keyof ContactValues)[] = ['name', 'option', 'customOption', 'email', 'phone', 'description'];

/** What the form's fields hold: they keep what a visitor typed, before the app ran too (they are uncontrolled). */
function valuesOf(form: HTMLFormElement | null): ContactValues {
  if (!form) return emptyContact;
  const data = new FormData(form);
  const read = (field: keyof ContactValues) => String(data.get(field) ?? '');
  return { ...emptyContact, ...Object.fromEntries(fieldOrder.map((field) => [field, read(field)])) } as ContactValues;
}

/**
 * 'Send Us a Message': validates, then sends it to the college office, or hands it to the chat app (SPEC section 7).
 * Before the app runs (or without it) the browser posts the form to the API itself, which answers a page.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submission = useSubmission({ fields: fieldOrder });
  const text = contactText.form;
  // what was typed or chosen before the form came alive (the custom option's field shows then)
  useEffect(() => setValues(valuesOf(formRef.current)), []);

  const update = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    submission.clearField(field);
    if (errors[field]) setErrors({ ...errors, [field]: validateContact(next)[field] });
  };

  /** Shows the field errors and focuses the first; true when the form may go. */
  const isValid = (current: ContactValues) => {
    const found = validateContact(current);
    setErrors(found);
    const invalid = fieldOrder.filter((field) => found[field]);
    if (invalid.length === 0) return true;
    setStatus(text.invalid(invalid.length));
    formRef.current?.querySelector<HTMLElement>(`#contact-${invalid[0]}`)?.focus();
    return false;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = valuesOf(formRef.current);
    if (submission.sending || !isValid(current)) return;
    setStatus('');
    const receipt = await submission.send((key) => submitContact({ ...contactSubmission(current), website: honeypot.current?.value ?? '' }, key));
    if (!receipt) return;
    formRef.current?.reset();
    setValues(emptyContact);
    setStatus(text.delivered);
  };

  const sendViaChat = () => {
    submission.clear();
    const current = valuesOf(formRef.current);
    if (!isValid(current)) return;
    window.open(contactChatUrl(current), '_blank', 'noopener,noreferrer');
    formRef.current?.reset();
    setValues(emptyContact);
    setStatus(text.sent);
  };

  const errorOf = (field: keyof ContactValues) => errors[field] ?? submission.fieldErrors[field];

  return (
    <form
      ref={formRef}
      method="post"
      action={formAction('POST /submissions/contact')}
      className="contact-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      aria-busy={submission.sending}
    >
      <h2 id="contact-form-title">{text.title}</h2>
      <p>{text.hint}</p>
      <Field id="contact-name" label={text.name} required error={errorOf('name')}>
        {(control) => <input {...control} required type="text" autoComplete="name" name="name" defaultValue="" onChange={update('name')} />}
      </Field>
      <Field id="contact-option" label={text.option} required error={errorOf('option')}>
        {(control) => (
          <select {...control} required name="option" defaultValue="" onChange={update('option')}>
            <option value="">{text.optionPlaceholder}</option>
            {contactOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.option === 'custom' && (
        <Field id="contact-customOption" label={text.customOption} required error={errorOf('customOption')}>
          {(control) => <input {...control} required type="text" name="customOption" defaultValue="" onChange={update('customOption')} />}
        </Field>
      )}
      <Field id="contact-email" label={text.email} required error={errorOf('email')}>
        {(control) => <input {...control} required type="email" autoComplete="email" name="email" defaultValue="" onChange={update('email')} />}
      </Field>
      <Field id="contact-phone" label={text.phone} required error={errorOf('phone')}>
        {(control) => <input {...control} required type="tel" autoComplete="tel" name="phone" defaultValue="" onChange={update('phone')} />}
      </Field>
      <Field id="contact-description" label={text.description} required error={errorOf('description')}>
        {(control) => <textarea {...control} required rows={5} name="description" defaultValue="" onChange={update('description')} />}
      </Field>
      <div className="contact-form__actions">
        <button type="submit" className="ui-button" disabled={submission.sending}>
          {submission.sending ? submissionTexts.sending : text.submit}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={sendViaChat}>
          {text.sendViaChat}
        </button>
      </div>
      <div role="status" className="contact-form__status">
        {status && <p>{status}</p>}
        {submission.formError && <p className="ui-error">{submission.formError}</p>}
        {submission.receipt && <SubmissionReceiptNote receipt={submission.receipt} />}
      </div>
      {/* last: a modal dialog first focuses its first focusable field, and tabIndex -1 still counts */}
      <HoneypotField inputRef={honeypot} />
    </form>
  );
}
