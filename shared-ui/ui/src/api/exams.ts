// The exam timetable and notices: read by everyone (the public exams pages), written by the admin.
import { call } from '@college/shared-ui/state';
import type { RouteBody, RouteReply } from '@college/contract';

export type ExamSlot = RouteReply<'POST /exams/timetable'>;
export type ExamSlotBody = RouteBody<'POST /exams/timetable'>;
export type ExamNotice = RouteReply<'POST /exams/notices'>;
export type ExamNoticeBody = RouteBody<'POST /exams/notices'>;

export const listExamTimetable = (options: { upcoming?: boolean } = {}, signal?: AbortSignal) =>
  call('GET /exams/timetable', { query: { upcoming: options.upcoming ? 'true' : undefined }, signal });
export const createExamSlot = (body: ExamSlotBody) => call('POST /exams/timetable', { body });
export const updateExamSlot = (id: number, body: ExamSlotBody) => call('PUT /exams/timetable/:id', { params: { id }, body });
export const deleteExamSlot = (id: number) => call('DELETE /exams/timetable/:id', { params: { id } });

export const listExamNotices = (signal?: AbortSignal) => call('GET /exams/notices', { signal });
export const createExamNotice = (body: ExamNoticeBody) => call('POST /exams/notices', { body });
export const updateExamNotice = (id: number, body: ExamNoticeBody) => call('PUT /exams/notices/:id', { params: { id }, body });
export const deleteExamNotice = (id: number) => call('DELETE /exams/notices/:id', { params: { id } });
