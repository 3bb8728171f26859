// Exam sessions: the admin groups papers of the exam timetable and publishes them; students download a hall ticket per session.
import { call } from '@college/shared-ui/state';
import type { ExamSessionBody, ExamSessionReply } from '../contract/index.ts';

export type { ExamSessionBody, ExamSessionReply as ExamSession };
export { EXAM_SESSION_LIMITS } from '../contract/limits.ts';

export const listExamSessions = () => call('GET /exam-sessions');
export const createExamSession = (body: ExamSessionBody) => call('POST /exam-sessions', { body });
export const updateExamSession = (id: number, body: ExamSessionBody) => call('PUT /exam-sessions/:id', { params: { id }, body });
export const deleteExamSession = (id: number) => call('DELETE /exam-sessions/:id', { params: { id } });
