import { contactInfoDto } from '../contact-info/contact-info.dto.ts';
import { legacyFees } from '../fees/legacy-fees.ts';
import { personalInfoDto } from '../personal-info/personal-info.dto.ts';
import type { LegacyGrade, LegacyResult } from './derived-results.ts';
import type { Student } from './student.entity.ts';

export type StudentInclude = 'personalInfo' | 'contactInfo' | 'fees' | 'results' | 'gradeInfo';

/** The student record of SPEC §3; related parts only when asked for with `include=`. */
export function studentDto(student: Student, include: ReadonlySet<StudentInclude>) {
  return {
    id: student.id,
    status: student.status,
    firstName: student.firstName,
    lastName: student.lastName,
    enrollmentNumber: student.enrollmentNumber,
    ProfilePic: student.profilePic ?? null,
    fatherFirstName: student.fatherFirstName,
    fatherLastName: student.fatherLastName,
    motherFirstName: student.motherFirstName,
    motherLastName: student.motherLastName,
    year: student.year,
    quota: student.quota,
    ...(include.has('personalInfo') && { personalInfo: student.personalInfo ? personalInfoDto(student.personalInfo) : null }),
    ...(include.has('contactInfo') && { contactInfo: student.contactInfo ? contactInfoDto(student.contactInfo) : null }),
    ...(include.has('fees') && {
      fees: legacyFees(
        student.charges.getItems().map((charge) => ({ ...charge, waived: charge.concessions.getItems().reduce((sum, { amount }) => sum + amount, 0) })),
        student.payments.getItems().reduce((sum, payment) => sum + (payment.voidedAt ? 0 : payment.amount), 0),
      ),
    }),
  };
}

/** The record as the API sends it: results and grades (derived from published marks) when included. */
export type StudentDtoShape = ReturnType<typeof studentDto> & { results?: LegacyResult[]; gradeInfo?: LegacyGrade[] };
