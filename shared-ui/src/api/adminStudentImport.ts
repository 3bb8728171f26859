import { api } from '@college/shared-ui/state';
import type { AdminStudent, StudentPayload } from './adminStudents.ts';
import type { WithInitialPassword } from './adminList.ts';

/** One call, one transaction: every student is created, or none is. */
export const importStudents = (students: StudentPayload[]) =>
  api.post<{ created: (AdminStudent & WithInitialPassword)[] }>('/students/import', { students });
