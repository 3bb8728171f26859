import { chatLink, institution } from '@college/shared-ui/content';
import { isFormPhone, isSubmissionEmail, lengthProblem, SUBMISSION_LIMITS } from '@college/contract/limits';
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

/** SPEC section 5: every field required; the custom text only when the option is custom. Formats and lengths are the API's. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const e = contactText.errors;
  const name = values.name.trim() ? lengthProblem('Name', values.name, SUBMISSION_LIMITS.name) : e.name;
  if (name) errors.name = name;
  if (!values.option) errors.option = e.option;
  if (values.option === 'custom') {
    const custom = values.customOption.trim() ? lengthProblem('Your option', values.customOption, SUBMISSION_LIMITS.customOption) : e.customOption;
    if (custom) errors.customOption = custom;
  }
  if (!values.email.trim()) errors.email = e.emailRequired;
  else if (!isSubmissionEmail(values.email)) errors.email = e.emailInvalid;
  if (!values.phone.trim()) errors.phone = e.phoneRequired;
  else if (!isFormPhone(values.phone)) errors.phone = e.phoneInvalid;
  const description = values.description.trim() ? lengthProblem('Description', values.description, SUBMISSION_LIMITS.description) : e.description;
  if (description) errors.description = description;
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
