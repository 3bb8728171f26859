import { chatLink, institution } from '@college/shared-ui/content';
import type { ContactSubmission } from '@college/shared-ui/submissions';
import { type ContactOption, contactOptions, contactText } from './content.ts';

export interface ContactValues {
  name: string;
  option: ContactOption | '';
  customOption: string;
  email: string;
  phone: string;
  description: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const emptyContact: ContactValues = { name: '', option: '', customOption: '', email: '', phone: '', description: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC section 5: every field required; the custom text only when the option is custom. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const e = contactText.errors;
  if (!values.name.trim()) errors.name = e.name;
  if (!values.option) errors.option = e.option;
  if (values.option === 'custom' && !values.customOption.trim()) errors.customOption = e.customOption;
  if (!values.email.trim()) errors.email = e.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = e.emailInvalid;
  const digits = values.phone.replace(/\D/g, '');
  if (!values.phone.trim()) errors.phone = e.phoneRequired;
  else if (!/^[\d\s()+-]+$/.test(values.phone.trim()) || digits.length < 10 || digits.length > 13) errors.phone = e.phoneInvalid;
  if (!values.description.trim()) errors.description = e.description;
  return errors;
}

/** The option as written in the message: the custom text when custom, else its label. */
function optionText(values: ContactValues): string {
  if (values.option === 'custom') return values.customOption.trim();
  return contactOptions.find((option) => option.value === values.option)?.label ?? values.option;
}

/** SPEC section 7: lines Name, Option, Email, Phone, Description. */
export function buildContactMessage(values: ContactValues): string {
  return [
    `Name: ${values.name.trim()}`,
    `Option: ${optionText(values)}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim()}`,
    `Description: ${values.description.trim()}`,
  ].join('\n');
}

/** The chat link to the college's number with the message pre-filled. */
export const contactChatUrl = (values: ContactValues) => chatLink(institution.chatNumber, buildContactMessage(values));

/** The message as the API takes it (call only on a valid form: the option is chosen). */
export function contactSubmission(values: ContactValues): ContactSubmission {
  const option = values.option || 'custom';
  return {
    name: values.name.trim(),
    option,
    ...(option === 'custom' ? { customOption: values.customOption.trim() } : {}),
    email: values.email.trim(),
    phone: values.phone.trim(),
    description: values.description.trim(),
  };
}
