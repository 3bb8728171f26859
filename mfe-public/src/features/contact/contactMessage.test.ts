import { describe, expect, it } from 'vitest';
import { buildContactMessage, type ContactValues, contactChatUrl, emptyContact, validateContact } from './contactMessage.ts';

const filled: ContactValues = {
  name: ' Asha ',
  option: 'course',
  customOption: '',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  description: 'Tell me about BPT & fees',
};

describe('buildContactMessage', () => {
  it('writes the lines Name, Option, Email, Phone, Description', () => {
    expect(buildContactMessage(filled)).toBe(
      'Name: Asha\nOption: Course\nEmail: asha@example.com\nPhone: +91 98765 43210\nDescription: Tell me about BPT & fees',
    );
  });

  it('uses the custom text as the option when the option is custom', () => {
    expect(buildContactMessage({ ...filled, option: 'custom', customOption: 'Hostel' })).toContain('\nOption: Hostel\n');
  });

  it('encodes the message into a chat link to the college number', () => {
    const url = new URL(contactChatUrl(filled));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/\d+$/);
    expect(url.searchParams.get('text')).toBe(buildContactMessage(filled));
  });
});

describe('validateContact', () => {
  it('requires every field, and the custom text only when the option is custom', () => {
    expect(Object.keys(validateContact(emptyContact)).sort()).toEqual(['description', 'email', 'name', 'option', 'phone']);
    expect(validateContact({ ...filled, option: 'custom' }).customOption).toBe('Please enter your topic');
    expect(validateContact(filled)).toEqual({});
  });

  it('rejects a malformed e-mail and phone', () => {
    const errors = validateContact({ ...filled, email: 'asha@', phone: '12ab' });
    expect(errors.email).toBe('Invalid email address');
    expect(errors.phone).toBe('Enter a valid phone number');
  });
});
