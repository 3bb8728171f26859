import type { StudentPayload } from './adminStudents.ts';
import { call } from '@college/shared-ui/state';

/** One call, one transaction: every student is created, or none is. */
export const importStudents = (students: StudentPayload[]) => call('POST /students/import', { body: { students } });
