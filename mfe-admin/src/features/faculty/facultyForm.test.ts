import { describe, expect, it } from 'vitest';
import { emptyFacultyForm, experienceOf, toFacultyPayload, validateFaculty } from './facultyForm.ts';

const now = new Date('2025-03-04T10:00:00');
const valid = { ...emptyFacultyForm(now), firstName: 'Meera', lastName: 'Iyer', email: 'meera@college.example', specialization: 'Neuro' };

describe('faculty form rules (SPEC section 5)', () => {
  it('prefills designation, dates and Not specified', () => {
    const form = emptyFacultyForm(now);
    expect(form.designation).toBe('Assistant Professor');
    expect(form.yearOfJoining).toBe('2025-03-04');
    expect(form.dob).toBe('2025-03-04');
    expect([form.gender, form.nationality, form.religion]).toEqual(['Not specified', 'Not specified', 'Not specified']);
  });
  it('requires first and last name and specialization; an empty e-mail becomes a placeholder', () => {
    expect(Object.keys(validateFaculty(emptyFacultyForm(now))).sort()).toEqual(['firstName', 'lastName', 'specialization']);
    expect(toFacultyPayload({ ...valid, email: ' ' }, now).contactInfo?.email).toBe(`faculty${now.getTime()}@college.example`);
    expect(validateFaculty(valid)).toEqual({});
  });
  it('checks the e-mail format', () => {
    expect(validateFaculty({ ...valid, email: 'meera@' }).email).toBe('Please enter a valid email address');
  });
  it('turns non-numeric experience into 0 and refuses negative years', () => {
    expect(experienceOf('abc')).toBe(0);
    expect(experienceOf('')).toBe(0);
    expect(experienceOf('7')).toBe(7);
    expect(validateFaculty({ ...valid, experienceYears: 'abc' }).experienceYears).toBeUndefined();
    expect(validateFaculty({ ...valid, experienceYears: '-1' }).experienceYears).toBe('Years of experience must be 0 or more');
  });
  it('falls back to the defaults when fields are cleared', () => {
    const payload = toFacultyPayload(
      { ...valid, designation: ' ', yearOfJoining: '', dob: '', gender: '', nationality: '', religion: '', experienceYears: 'x' },
      now,
    );
    expect(payload.designation).toBe('Assistant Professor');
    expect(payload.yearOfJoining).toBe('2025-03-04');
    expect(payload.experienceYears).toBe(0);
    expect(payload.personalInfo).toMatchObject({ dob: '2025-03-04', gender: 'Not specified', nationality: 'Not specified', religion: 'Not specified' });
  });
});
