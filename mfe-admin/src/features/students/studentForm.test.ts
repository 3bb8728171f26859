import { describe, expect, it } from 'vitest';
import { emptyStudentForm, type StudentFormValues, toStudentPayload, validateStudent } from './studentForm.ts';

const valid: StudentFormValues = {
  ...emptyStudentForm,
  firstName: 'Asha',
  lastName: 'Rao',
  fatherFirstName: 'Ravi',
  fatherLastName: 'Rao',
  motherFirstName: 'Lata',
  motherLastName: 'Rao',
  gender: 'Female',
  nationality: 'Indian',
  religion: 'Hindu',
};

describe('student form rules (SPEC section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateStudent(valid)).toEqual({});
  });
  it('requires names, parents, gender, nationality and religion', () => {
    const errors = validateStudent(emptyStudentForm);
    expect(Object.keys(errors).sort()).toEqual(
      ['fatherFirstName', 'fatherLastName', 'firstName', 'gender', 'lastName', 'motherFirstName', 'motherLastName', 'nationality', 'religion'].sort(),
    );
    expect(errors.fatherFirstName).toBe("Father's first name is required");
  });
  it('treats blank text as missing', () => {
    expect(validateStudent({ ...valid, firstName: '   ' }).firstName).toBe('First name is required');
  });
  it('checks e-mail format, but an empty e-mail is allowed', () => {
    expect(validateStudent({ ...valid, email: 'not-an-email' }).email).toBe('Please enter a valid email address');
    expect(validateStudent({ ...valid, email: '' }).email).toBeUndefined();
  });
  it('accepts only Male, Female or Other', () => {
    expect(validateStudent({ ...valid, gender: 'Unknown' }).gender).toBeDefined();
  });
  it('defaults the year to FIRST', () => {
    expect(emptyStudentForm.year).toBe('FIRST');
    expect(toStudentPayload({ ...valid, year: '' }).year).toBe('FIRST');
  });
  it('fills a placeholder e-mail and today as date of birth when empty', () => {
    const now = new Date('2025-03-04T10:00:00');
    const payload = toStudentPayload(valid, now);
    expect(payload.contactInfo?.email).toBe(`student${now.getTime()}@college.example`);
    expect(payload.personalInfo.dob).toBe('2025-03-04');
  });
  it('sends exactly the fields the API accepts, trimmed', () => {
    const payload = toStudentPayload({ ...valid, firstName: ' Asha ', email: 'a@b.co', dob: '2004-05-06' });
    expect(payload.firstName).toBe('Asha');
    expect(Object.keys(payload).sort()).toEqual(
      ['contactInfo', 'fatherFirstName', 'fatherLastName', 'firstName', 'lastName', 'motherFirstName', 'motherLastName', 'personalInfo', 'year'].sort(),
    );
    expect(payload.personalInfo).toEqual({ dob: '2004-05-06', address: '', gender: 'Female', nationality: 'Indian', religion: 'Hindu' });
  });
});
