import { contactInfoDto } from '../contact-info/contact-info.dto.ts';
import { legacyFees } from '../fees/legacy-fees.ts';
import { personalInfoDto } from '../personal-info/personal-info.dto.ts';
import type { Subject } from '../subjects/subject.entity.ts';
import type { GradeInfo } from './grade-info.entity.ts';
import type { Result } from './result.entity.ts';
import type { Student } from './student.entity.ts';

export type StudentInclude = 'personalInfo' | 'contactInfo' | 'fees' | 'results' | 'gradeInfo';

const subjectDto = (subject: Pick<Subject, 'id' | 'code' | 'name' | 'year'>) => ({ id: subject.id, code: subject.code, name: subject.name, year: subject.year });

export const resultDto = (result: Pick<Result, 'id' | 'marks' | 'maxMarks' | 'examDate'> & { subject: Pick<Subject, 'id' | 'code' | 'name' | 'year'> }) => ({
  id: result.id,
  marks: result.marks,
  maxMarks: result.maxMarks,
  status: result.marks * 2 >= result.maxMarks ? 'PASS' : 'FAIL',
  examDate: result.examDate,
  subject: subjectDto(result.subject),
});

const gradeDto = (grade: GradeInfo) => ({ id: grade.id, grade: grade.grade, gradePoint: grade.gradePoint, subject: subjectDto(grade.subject) });

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
    quota: student.quota,
    ...(include.has('personalInfo') && { personalInfo: student.personalInfo ? personalInfoDto(student.personalInfo) : null }),
    ...(include.has('contactInfo') && { contactInfo: student.contactInfo ? contactInfoDto(student.contactInfo) : null }),
    ...(include.has('fees') && { fees: legacyFees(student.charges.getItems(), student.payments.getItems().reduce((sum, payment) => sum + payment.amount, 0)) }),
    ...(include.has('results') && { results: byId(student.results.getItems()).map(resultDto) }),
    ...(include.has('gradeInfo') && { gradeInfo: byId(student.gradeInfo.getItems()).map(gradeDto) }),
  };
}

export type StudentDtoShape = ReturnType<typeof studentDto>;
