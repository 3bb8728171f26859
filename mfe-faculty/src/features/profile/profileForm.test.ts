import { ApiError, type Faculty } from '@college/shared-ui';
import { describe, expect, it } from 'vitest';
import { experienceYearsOf, profileTexts, saveErrorMessage, toUpdate, validateProfile, valuesFrom } from './profileForm.ts';

const faculty: Faculty = {
  id: 4,
  status: 'active',
  firstName: 'Asha',
  lastName: 'Rao',
  designation: 'Assistant Professor',
  specialization: 'Neuro Physiotherapy',
  experienceYears: 6,
  yearOfJoining: '2019-06-01',
  personalInfo: { id: 11, dob: '1988-02-03', address: null, gender: 'Female', nationality: 'Indian', religion: 'Not specified' },
  contactInfo: { id: 12, email: 'faculty@demo.college', phone: null },
};

describe('My Profile form', () => {
  it('fills the form from the record, empty strings for missing values', () => {
    const values = valuesFrom(faculty);
    expect(values).toMatchObject({
      firstName: 'Asha',
      experienceYears: '6',
      yearOfJoining: '2019-06-01',
      address: '',
      phone: '',
      email: 'faculty@demo.college',
    });
  });

  it('requires first name, last name and specialization', () => {
    const errors = validateProfile({ ...valuesFrom(faculty), firstName: ' ', lastName: '', specialization: '' });
    expect(errors).toEqual({
      firstName: profileTexts.firstNameRequired,
      lastName: profileTexts.lastNameRequired,
      specialization: profileTexts.specializationRequired,
    });
  });

  it('treats non-numeric experience as 0 and refuses negative or over 80 years', () => {
    expect(experienceYearsOf('abc')).toBe(0);
    expect(validateProfile({ ...valuesFrom(faculty), experienceYears: 'abc' })).toEqual({});
    expect(validateProfile({ ...valuesFrom(faculty), experienceYears: '-1' }).experienceYears).toBe(profileTexts.experienceRange);
    expect(validateProfile({ ...valuesFrom(faculty), experienceYears: '81' }).experienceYears).toBe(profileTexts.experienceRange);
  });

  it('refuses a phone with letters', () => {
    expect(validateProfile({ ...valuesFrom(faculty), phone: 'call me' }).phone).toBe(profileTexts.phoneInvalid);
    expect(validateProfile({ ...valuesFrom(faculty), phone: '+91 (863) 123-4567' })).toEqual({});
  });

  it('never sends the e-mail, and leaves empty dates unchanged', () => {
    const body = toUpdate({ ...valuesFrom(faculty), email: 'changed@evil.example', dob: '', yearOfJoining: '' });
    expect(JSON.stringify(body)).not.toContain('email');
    expect(body).not.toHaveProperty('yearOfJoining');
    expect(body.personalInfo).not.toHaveProperty('dob');
    expect(body.contactInfo).toEqual({ phone: '' });
  });

  it('words a failed save as SPEC section 8 says', () => {
    expect(saveErrorMessage(new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'Faculty members cannot change their e-mail address' }))).toBe(
      'Error: HTTP error! Status: 403, Message: Faculty members cannot change their e-mail address',
    );
    expect(saveErrorMessage(new ApiError(500, {}))).toBe('Error: HTTP error! Status: 500, Message: Unknown error');
  });
});
