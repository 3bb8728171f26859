import type { AdminFaculty, AdminSubject } from '@college/shared-ui/portal';
import { yearLabel } from '@college/shared-ui/format';

export const facultyOption = (member: AdminFaculty) => ({ value: String(member.id), label: `${member.firstName} ${member.lastName} (${member.designation})` });

export const subjectOption = (subject: AdminSubject) => ({ value: String(subject.id), label: `${subject.code} ${subject.name} (${yearLabel(subject.year)})` });

export function validateAssignment(values: { facultyId: string; subjectId: string }): { facultyId?: string; subjectId?: string } {
  const errors: { facultyId?: string; subjectId?: string } = {};
  if (!values.facultyId) errors.facultyId = 'Faculty is required';
  if (!values.subjectId) errors.subjectId = 'Subject is required';
  return errors;
}
