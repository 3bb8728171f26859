import { yearLabel } from '@college/shared-ui/format';
import type { AdminStudent } from '@college/shared-ui/portal';

/** The second line of a student in a picker: enrollment number and year. */
export const studentDetail = (student: AdminStudent) => `${student.enrollmentNumber} · ${yearLabel(student.year)}`;
