import type { Static } from 'typebox';
import type { RouteBody, subjectReply, Year } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams } from './adminList.ts';
import { call } from '@college/shared-ui/state';

export type AdminSubject = Static<typeof subjectReply>;
export type SubjectPayload = RouteBody<'POST /subjects'>;

export const listSubjects = (params: ListParams, year: Year, signal?: AbortSignal) =>
  call('GET /subjects', { query: listQuery(params, { year }), signal }).then(asPage);
export const listAllSubjects = (params: Pick<ListParams, 'q' | 'sort'>, year: Year) =>
  call('GET /subjects', { query: everythingQuery(params, { year }) }).then(asList);
export const createSubject = (body: SubjectPayload) => call('POST /subjects', { body });
export const updateSubject = (id: number, body: SubjectPayload) => call('PUT /subjects/:id', { params: { id }, body });
export const deleteSubject = (id: number) => call('DELETE /subjects/:id', { params: { id } });
