// /contact (SPEC section 2 Contact; form fields of SPEC section 3 "Contact message").
import { institution } from '@college/shared-ui/content';
import heroImage from '../../assets/contact/hero.svg?raw';
import { pageTitle } from '../../lib/links.ts';

import type { ContactOption } from '@college/contract/limits';

export type { ContactOption };

export const contactOptions: { value: ContactOption; label: string }[] = [
  { value: 'admission', label: 'Admission' },
  { value: 'course', label: 'Course' },
  { value: 'support', label: 'Support' },
  { value: 'custom', label: 'Custom (other)' },
];

export const contactText = {
  meta: {
    title: pageTitle('Contact Us'),
    description: `Contact ${institution.name}, Guntur: send us a message, call us, e-mail us or visit during office hours.`,
  },
  title: 'Contact Us',
  intro: 'Questions about admissions, courses or campus life? We are here to help.',
  heroImage,
  heroAlt: 'Illustration of an envelope and a chat bubble',
  form: {
    title: 'Send Us a Message',
    hint: 'Send Message delivers it to the college office, which replies by e-mail or phone. You can also open it in WhatsApp instead.',
    name: 'Name',
    option: 'Option',
    optionPlaceholder: 'Select an option',
    customOption: 'Your topic',
    email: 'Email',
    phone: 'Phone',
    description: 'Description',
    submit: 'Send Message',
    sendViaChat: 'Send via WhatsApp',
    delivered: 'Thank you! Your message has reached the college office.',
    sent: 'Thank you! Your message has been opened in WhatsApp in a new window. Please press send there.',
    invalid: (count: number) => `Please correct ${count === 1 ? '1 field' : `${count} fields`} before sending.`,
  },
  errors: {
    name: 'Name is required',
    option: 'Please select an option',
    customOption: 'Please enter your topic',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Enter a valid phone number',
    description: 'Description is required',
  },
  findUs: { title: 'Find Us Here', address: 'Address', phone: 'Phone', emails: 'E-mail', hours: 'Office Hours' },
  connect: { title: 'Connect With Us' },
};

export const socialLinks: { name: string; href: string }[] = [
  { name: 'Facebook', href: institution.social.facebook },
  { name: 'Instagram', href: institution.social.instagram },
  { name: 'LinkedIn', href: institution.social.linkedin },
];
