import type { Student } from '@college/shared-ui';
import { formatDate, formatYear, fullName, orNotProvided } from '@college/shared-ui/portal';

/** Every field of the Student entity (SPEC section 3), in the order the profile card shows them. */
export const profileFields: { label: string; value: (student: Student) => string }[] = [
  { label: 'Enrollment Number', value: (s) => orNotProvided(s.enrollmentNumber) },
  { label: 'Year', value: (s) => formatYear(s.year) },
  { label: 'Email', value: (s) => orNotProvided(s.contactInfo?.email) },
  { label: 'Phone', value: (s) => orNotProvided(s.contactInfo?.phone) },
  { label: 'Gender', value: (s) => orNotProvided(s.personalInfo?.gender) },
  { label: 'Date of Birth', value: (s) => formatDate(s.personalInfo?.dob) },
  { label: 'Address', value: (s) => orNotProvided(s.personalInfo?.address) },
  { label: 'Nationality', value: (s) => orNotProvided(s.personalInfo?.nationality) },
  { label: 'Religion', value: (s) => orNotProvided(s.personalInfo?.religion) },
  { label: "Father's Name", value: (s) => fullName(s.fatherFirstName, s.fatherLastName) },
  { label: "Mother's Name", value: (s) => fullName(s.motherFirstName, s.motherLastName) },
];

export const profilePictureOf = (student: Student) => student.ProfilePic ?? null;
