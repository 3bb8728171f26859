import type { Student } from '@college/shared-ui';
import { describe, expect, it } from 'vitest';
import { profileFields, profilePictureOf } from './profileFields.ts';

const fieldValue = (student: Student, label: string) => profileFields.find((field) => field.label === label)?.value(student);

describe('student profile fields', () => {
  it("show 'Not Provided' for every missing value", () => {
    const bare: Student = { id: 1 };
    for (const field of profileFields) expect(field.value(bare), field.label).toBe('Not Provided');
  });

  it('format names, dates and the year', () => {
    const student: Student = {
      id: 2,
      year: 'SECOND',
      fatherFirstName: 'Ravi',
      fatherLastName: 'Kumar',
      motherFirstName: 'Lata',
      motherLastName: null,
      personalInfo: { dob: '2004-03-09' },
      contactInfo: { email: 'student@demo.college', phone: '' },
    };
    expect(fieldValue(student, 'Year')).toBe('Second Year');
    expect(fieldValue(student, "Father's Name")).toBe('Ravi Kumar');
    expect(fieldValue(student, "Mother's Name")).toBe('Lata');
    expect(fieldValue(student, 'Date of Birth')).toBe('9 March 2004');
    expect(fieldValue(student, 'Phone')).toBe('Not Provided');
  });

  it('reads the picture from either spelling of the field', () => {
    expect(profilePictureOf({ id: 1, ProfilePic: 'a.webp' })).toBe('a.webp');
    expect(profilePictureOf({ id: 1, profilePic: 'b.webp' })).toBe('b.webp');
    expect(profilePictureOf({ id: 1 })).toBeNull();
  });
});
