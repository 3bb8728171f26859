import { describe, expect, it } from 'vitest';
import { countWords, emptyFiles, emptyValues, fileError, type ScholarshipFiles, type ScholarshipValues, validateScholarship } from './validation.ts';

const pdf = (name = 'doc.pdf', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const validValues: ScholarshipValues = {
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543210',
  academicPercentage: '92.75',
  enrollmentNumber: 'BPT2025001',
  personalStatement: 'I want to study physiotherapy.',
  communityInvolvement: 'Volunteer at health camps.',
};
const validFiles: ScholarshipFiles = { incomeCertificate: pdf(), recommendationLetter: pdf(), academicTranscript: pdf() };
const errorOf = (patch: Partial<ScholarshipValues>) => validateScholarship({ ...validValues, ...patch }, validFiles);

describe('scholarship validation', () => {
  it('accepts a complete application', () => {
    expect(validateScholarship(validValues, validFiles)).toEqual({});
  });

  it('gives every required message of SPEC section 5', () => {
    expect(validateScholarship(emptyValues, emptyFiles)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      academicPercentage: 'Academic percentage is required',
      enrollmentNumber: 'Enrollment number is required',
      personalStatement: 'Personal statement is required',
      communityInvolvement: 'Community involvement description is required',
      incomeCertificate: 'Income certificate is required',
      recommendationLetter: 'Recommendation letter is required',
      academicTranscript: 'Academic transcript is required',
    });
  });

  it('checks email and phone formats', () => {
    expect(errorOf({ email: 'ravi@' }).email).toBe('Invalid email address');
    expect(errorOf({ phone: '98765' }).phone).toBe('Phone number must be 10 digits');
    expect(errorOf({ phone: '98765432101' }).phone).toBe('Phone number must be 10 digits');
    expect(errorOf({ phone: '98765abcde' }).phone).toBe('Phone number must be 10 digits');
  });

  it('checks the percentage range and step', () => {
    expect(errorOf({ academicPercentage: '84.99' }).academicPercentage).toBe('Minimum 85% is required');
    expect(errorOf({ academicPercentage: '85' }).academicPercentage).toBeUndefined();
    expect(errorOf({ academicPercentage: '100' }).academicPercentage).toBeUndefined();
    expect(errorOf({ academicPercentage: '100.01' }).academicPercentage).toBe('Percentage cannot exceed 100');
    expect(errorOf({ academicPercentage: '90.123' }).academicPercentage).toBe('Percentage can have at most 2 decimal places');
  });

  it('limits the personal statement to 500 words, not characters', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'physio').join(' ');
    expect(words(500).length).toBeGreaterThan(500);
    expect(errorOf({ personalStatement: words(500) }).personalStatement).toBeUndefined();
    expect(errorOf({ personalStatement: words(501) }).personalStatement).toBe('Personal statement must be 500 words or less');
    expect(countWords('  one two\n\nthree  ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });

  it('accepts only PDF files', () => {
    expect(fileError('incomeCertificate', new File(['x'], 'scan.png', { type: 'image/png' }))).toBe('Only PDF files are allowed');
    expect(fileError('academicTranscript', pdf('big.pdf', 5 * 1024 * 1024 + 1))).toBe('File size must be 5MB or less');
    expect(fileError('recommendationLetter', pdf())).toBeUndefined();
  });
});
