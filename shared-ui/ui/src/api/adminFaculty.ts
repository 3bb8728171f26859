import type { RouteBody, RouteReply } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams, type WithInitialPassword } from './adminList.ts';
import { call } from '@college/shared-ui/state';

export type AdminFaculty = RouteReply<'GET /faculty/:id'>;
/** What the admin's faculty form sends, for a new member and a change alike. */
export type FacultyPayload = RouteBody<'POST /faculty'>;

const include = 'personalInfo,contactInfo';

export const listFaculty = (params: ListParams, signal?: AbortSignal) => call('GET /faculty', { query: listQuery(params, { include }), signal }).then(asPage);
export const listAllFaculty = (params: Pick<ListParams, 'q' | 'sort'>) => call('GET /faculty', { query: everythingQuery(params, { include }) }).then(asList);
export const createFaculty = (body: FacultyPayload) => call('POST /faculty', { body });
export const updateFaculty = (id: number, body: FacultyPayload) => call('PUT /faculty/:id', { params: { id }, body });
export const deleteFaculty = (id: number) => call('DELETE /faculty/:id', { params: { id } });
/** New one-time password; the user's sessions end and they must choose a new one at sign-in. */
export const resetFacultyPassword = (id: number): Promise<WithInitialPassword> =>
  call('POST /users/:type/:id/reset-password', { params: { type: 'faculty', id } }).then((answer) => ({ initialPassword: answer.temporaryPassword }));
