import { contactInfoDto } from '../contact-info/contact-info.dto.ts';
import { personalInfoDto } from '../personal-info/personal-info.dto.ts';
import type { Faculty } from './faculty.entity.ts';

export type FacultyInclude = 'personalInfo' | 'contactInfo';

export function parseFacultyIncludes(raw: string | undefined): Set<FacultyInclude> {
  const names = (raw ?? '').split(',').filter(Boolean);
  return new Set(names.filter((name): name is FacultyInclude => name === 'personalInfo' || name === 'contactInfo'));
}

export function facultyDto(faculty: Faculty, include: ReadonlySet<FacultyInclude>) {
  return {
    id: faculty.id,
    status: faculty.status,
    firstName: faculty.firstName,
    lastName: faculty.lastName,
    designation: faculty.designation,
    specialization: faculty.specialization,
    experienceYears: faculty.experienceYears,
    yearOfJoining: faculty.yearOfJoining,
    ...(include.has('personalInfo') && { personalInfo: faculty.personalInfo ? personalInfoDto(faculty.personalInfo) : null }),
    ...(include.has('contactInfo') && { contactInfo: faculty.contactInfo ? contactInfoDto(faculty.contactInfo) : null }),
  };
}
