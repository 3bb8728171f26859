import { contactInfoDto } from '../contact-info/contact-info.dto.ts';
import { personalInfoDto } from '../personal-info/personal-info.dto.ts';
import type { LegacyGrade, LegacyResult } from './derived-results.ts';
import type { Fee } from './fee.entity.ts';
import type { Student } from './student.entity.ts';

export type StudentInclude = 'personalInfo' | 'contactInfo' | 'fees' | 'results' | 'gradeInfo';

export function feeDto(fee: Pick<Fee, 'id' | 'academicYear' | 'amount' | 'paid' | 'dueDate'>) {
  const due = Math.max(fee.amount - fee.paid, 0);
  const status = due === 0 ? 'PAID' : fee.paid > 0 ? 'PARTIAL' : 'PENDING';
  return { id: fee.id, academicYear: fee.academicYear, amount: fee.amount, paid: fee.paid, due, dueDate: fee.dueDate, status };
}

const byId = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);

/** The student record of SPEC §3; related parts only when asked for with `include=`. */
export function studentDto(student: Student, include: ReadonlySet<StudentInclude>) {
  return {
    id: student.id,
    firstName: student.firstName,
    lastName: student.lastName,
    enrollmentNumber: student.enrollmentNumber,
    ProfilePic: student.profilePic ?? null,
    fatherFirstName: student.fatherFirstName,
    fatherLastName: student.fatherLastName,
    motherFirstName: student.motherFirstName,
    motherLastName: student.motherLastName,
    year: student.year,
    ...(include.has('personalInfo') && { personalInfo: student.personalInfo ? personalInfoDto(student.personalInfo) : null }),
    ...(include.has('contactInfo') && { contactInfo: student.contactInfo ? contactInfoDto(student.contactInfo) : null }),
    ...(include.has('fees') && { fees: byId(student.fees.getItems()).map(feeDto) }),
  };
}

/** The record as the API sends it: results and grades (derived from published marks) when included. */
export type StudentDtoShape = ReturnType<typeof studentDto> & { results?: LegacyResult[]; gradeInfo?: LegacyGrade[] };
