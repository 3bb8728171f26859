import type { Faculty } from '@college/shared-ui';
import { formatDate, fullName, orNotProvided } from '@college/shared-ui/portal';

/** Every field of the Faculty entity (SPEC section 3), as the information panel shows them. */
export const facultyInfoFields: { label: string; value: (faculty: Faculty) => string }[] = [
  { label: 'Name', value: (f) => fullName(f.firstName, f.lastName) },
  { label: 'Designation', value: (f) => orNotProvided(f.designation) },
  { label: 'Specialization', value: (f) => orNotProvided(f.specialization) },
  { label: 'Experience', value: (f) => (f.experienceYears == null ? orNotProvided(null) : `${f.experienceYears} years`) },
  { label: 'Year of Joining', value: (f) => formatDate(f.yearOfJoining) },
  { label: 'Email', value: (f) => orNotProvided(f.contactInfo?.email) },
  { label: 'Phone', value: (f) => orNotProvided(f.contactInfo?.phone) },
  { label: 'Gender', value: (f) => orNotProvided(f.personalInfo?.gender) },
  { label: 'Date of Birth', value: (f) => formatDate(f.personalInfo?.dob) },
  { label: 'Address', value: (f) => orNotProvided(f.personalInfo?.address) },
  { label: 'Nationality', value: (f) => orNotProvided(f.personalInfo?.nationality) },
  { label: 'Religion', value: (f) => orNotProvided(f.personalInfo?.religion) },
];
