import type { RouteBody, RouteReply } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams, type WithInitialPassword } from './adminList.ts';
import { call } from '@college/shared-ui/state';

export type AdminStudent = RouteReply<'GET /students/:id'>;
/** What the admin's student form (and each row of a CSV import) sends, for a new student and a change alike. */
export type StudentPayload = RouteBody<'POST /students'>;

const include = 'personalInfo,contactInfo';

export const listStudents = (params: ListParams, signal?: AbortSignal) => call('GET /students', { query: listQuery(params, { include }), signal }).then(asPage);
export const listAllStudents = (params: Pick<ListParams, 'q' | 'sort'>) => call('GET /students', { query: everythingQuery(params, { include }) }).then(asList);
export const createStudent = (body: StudentPayload) => call('POST /students', { body });
export const updateStudent = (id: number, body: StudentPayload) => call('PUT /students/:id', { params: { id }, body });
export const deleteStudent = (id: number) => call('DELETE /students/:id', { params: { id } });
/** New one-time password; the user's sessions end and they must choose a new one at sign-in. */
export const resetStudentPassword = (id: number): Promise<WithInitialPassword> =>
  call('POST /users/:type/:id/reset-password', { params: { type: 'student', id } }).then((answer) => ({ initialPassword: answer.temporaryPassword }));
