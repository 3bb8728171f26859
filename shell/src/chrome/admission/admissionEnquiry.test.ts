import { describe, expect, it } from 'vitest';
import { type AdmissionEnquiry, buildAdmissionMessage, emptyEnquiry, validateEnquiry } from './admissionEnquiry.ts';

const filled: AdmissionEnquiry = { fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', neetRank: '1234', quota: 'management' };

describe('validateEnquiry', () => {
  it('requires full name, email, phone and a quota; NEET rank is optional', () => {
    expect(validateEnquiry(emptyEnquiry)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      quota: 'Please select a quota',
    });
    expect(validateEnquiry({ ...filled, neetRank: '' })).toEqual({});
  });

  it('rejects a malformed e-mail, a non-numeric NEET rank and the quota placeholder', () => {
    expect(validateEnquiry({ ...filled, email: 'asha@' }).email).toBe('Invalid email address');
    expect(validateEnquiry({ ...filled, neetRank: '12.5' }).neetRank).toBe('NEET rank must be a positive whole number');
    expect(validateEnquiry({ ...filled, quota: '' }).quota).toBe('Please select a quota');
  });

  it('treats whitespace-only values as empty', () => {
    expect(validateEnquiry({ ...filled, fullName: '   ', phone: ' ' })).toEqual({ fullName: 'Full name is required', phone: 'Phone number is required' });
  });
});

describe('buildAdmissionMessage', () => {
  it('lists every field under the SPEC title', () => {
    expect(buildAdmissionMessage(filled)).toBe(
      [
        'Admission Form Submission - BPT Programme',
        '',
        'Full Name: Asha Rao',
        'Email: asha@example.com',
        'Phone Number: 9876543210',
        'NEET Rank: 1234',
        'Quota Preference: Management',
      ].join('\n'),
    );
  });

  it("says 'Not provided' for empty values", () => {
    const message = buildAdmissionMessage({ ...emptyEnquiry, fullName: ' Ravi ' });
    expect(message).toContain('Full Name: Ravi\n');
    expect(message).toContain('NEET Rank: Not provided');
    expect(message).toContain('Quota Preference: Not provided');
    expect(message.match(/Not provided/g)).toHaveLength(4);
  });
});
