// The exam timetable and notices: read by everyone (the public exams pages), written by the admin.
import { api } from '@college/shared-ui/state';

export interface ExamSlot {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  durationMinutes: number;
  subject: string;
  examCode: string;
  semester: string;
  venue: string;
  instructor: string;
}

export type ExamSlotBody = Omit<ExamSlot, 'id'>;

export interface ExamNotice {
  id: number;
  text: string;
  publishedOn: string;
  important: boolean;
}

export type ExamNoticeBody = Omit<ExamNotice, 'id'>;

export const listExamTimetable = (options: { upcoming?: boolean } = {}, signal?: AbortSignal) =>
  api.get<ExamSlot[]>('/exams/timetable', { upcoming: options.upcoming ? 'true' : undefined }, signal);
export const createExamSlot = (body: ExamSlotBody) => api.post<ExamSlot>('/exams/timetable', body);
export const updateExamSlot = (id: number, body: ExamSlotBody) => api.put<ExamSlot>(`/exams/timetable/${id}`, body);
export const deleteExamSlot = (id: number) => api.delete<{ message: string }>(`/exams/timetable/${id}`);

export const listExamNotices = (signal?: AbortSignal) => api.get<ExamNotice[]>('/exams/notices', undefined, signal);
export const createExamNotice = (body: ExamNoticeBody) => api.post<ExamNotice>('/exams/notices', body);
export const updateExamNotice = (id: number, body: ExamNoticeBody) => api.put<ExamNotice>(`/exams/notices/${id}`, body);
export const deleteExamNotice = (id: number) => api.delete<{ message: string }>(`/exams/notices/${id}`);
