import type { Student } from '@college/shared-ui';
import { describe, expect, it } from 'vitest';
import { profileFields, profilePictureOf } from './profileFields.ts';

const fieldValue = (student: Student, label: string) => profileFields.find((field) => field.label === label)?.value(student);

/** A student record as the API sends it, every text that may be empty left empty and every part that may be missing missing. */
const bareRecord = (): Student => ({
  id: 1,
  status: 'active',
  firstName: '',
  lastName: '',
  enrollmentNumber: '',
  ProfilePic: null,
  fatherFirstName: '',
  fatherLastName: '',
  motherFirstName: '',
  motherLastName: '',
  year: 'FIRST',
  quota: 'convener',
  personalInfo: null,
  contactInfo: null,
});

describe('student profile fields', () => {
  it("show 'Not Provided' for every missing value (a record always has a year)", () => {
    for (const field of profileFields.filter((f) => f.label !== 'Year')) expect(field.value(bareRecord()), field.label).toBe('Not Provided');
  });

  it('format names, dates and the year', () => {
    const student: Student = {
      ...bareRecord(),
      id: 2,
      year: 'SECOND',
      fatherFirstName: 'Ravi',
      fatherLastName: 'Kumar',
      motherFirstName: 'Lata',
      motherLastName: '',
      personalInfo: { id: 3, dob: '2004-03-09', address: null, gender: 'Female', nationality: 'Indian', religion: 'Hindu' },
      contactInfo: { id: 4, email: 'student@demo.college', phone: null },
    };
    expect(fieldValue(student, 'Year')).toBe('Second Year');
    expect(fieldValue(student, "Father's Name")).toBe('Ravi Kumar');
    expect(fieldValue(student, "Mother's Name")).toBe('Lata');
    expect(fieldValue(student, 'Date of Birth')).toBe('9 March 2004');
    expect(fieldValue(student, 'Phone')).toBe('Not Provided');
  });

  it('reads the picture from the record', () => {
    expect(profilePictureOf({ ...bareRecord(), ProfilePic: 'a.webp' })).toBe('a.webp');
    expect(profilePictureOf(bareRecord())).toBeNull();
  });
});
