import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { contactOptions, contactText } from '../../../content/part1/contact.ts';
import { type ContactErrors, type ContactValues, contactChatUrl, emptyContact, validateContact } from '../contactMessage.ts';
import { ContactField } from './ContactField.tsx';

const fieldOrder: (keyof ContactValues)[] = ['name', 'option', 'customOption', 'email', 'phone', 'description'];

/** 'Send Us a Message': validates, then opens the chat link in a new window (SPEC section 7) and resets. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const text = contactText.form;

  const update = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateContact(next)[field] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const invalid = fieldOrder.filter((field) => found[field]);
    if (invalid.length > 0) {
      setStatus(text.invalid(invalid.length));
      formRef.current?.querySelector<HTMLElement>(`#contact-${invalid[0]}`)?.focus();
      return;
    }
    window.open(contactChatUrl(values), '_blank', 'noopener,noreferrer');
    setValues(emptyContact);
    setStatus(text.sent);
  };

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{text.title}</h2>
      <p>{text.hint}</p>
      <ContactField id="contact-name" label={text.name} error={errors.name}>
        {(props) => <input {...props} type="text" autoComplete="name" value={values.name} onChange={update('name')} />}
      </ContactField>
      <ContactField id="contact-option" label={text.option} error={errors.option}>
        {(props) => (
          <select {...props} value={values.option} onChange={update('option')}>
            <option value="">{text.optionPlaceholder}</option>
            {contactOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      {values.option === 'custom' && (
        <ContactField id="contact-customOption" label={text.customOption} error={errors.customOption}>
          {(props) => <input {...props} type="text" value={values.customOption} onChange={update('customOption')} />}
        </ContactField>
      )}
      <ContactField id="contact-email" label={text.email} error={errors.email}>
        {(props) => <input {...props} type="email" autoComplete="email" value={values.email} onChange={update('email')} />}
      </ContactField>
      <ContactField id="contact-phone" label={text.phone} error={errors.phone}>
        {(props) => <input {...props} type="tel" autoComplete="tel" value={values.phone} onChange={update('phone')} />}
      </ContactField>
      <ContactField id="contact-description" label={text.description} error={errors.description}>
        {(props) => <textarea {...props} rows={5} value={values.description} onChange={update('description')} />}
      </ContactField>
      <button type="submit" className="ui-button">
        {text.submit}
      </button>
      <p role="status" className="contact-form__status">
        {status}
      </p>
    </form>
  );
}
