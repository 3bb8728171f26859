import type { Faculty } from '../faculty/faculty.entity.ts';
import type { Student } from '../students/student.entity.ts';

/** The person a personal-info or contact-info row belongs to, as the admin lists show it. */
export function ownerDto(owner: { student?: Student | null; faculty?: Faculty | null }) {
  const { student, faculty } = owner;
  return {
    type: student ? ('student' as const) : ('faculty' as const),
    student: student
      ? { id: student.id, firstName: student.firstName, lastName: student.lastName, enrollmentNumber: student.enrollmentNumber, year: student.year }
      : null,
    faculty: faculty
      ? { id: faculty.id, firstName: faculty.firstName, lastName: faculty.lastName, designation: faculty.designation, specialization: faculty.specialization }
      : null,
  };
}
