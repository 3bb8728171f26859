// Exam sessions: the admin groups papers of the exam timetable and publishes them; students download a hall ticket per session.
import { call } from '@college/shared-ui/state';
import type { ExamSessionBody, ExamSessionReply } from '@college/contract';

export type { ExamSessionBody, ExamSessionReply as ExamSession };
export { EXAM_SESSION_LIMITS } from '@college/contract/limits';

export const listExamSessions = () => call('GET /exam-sessions');
export const createExamSession = (body: ExamSessionBody) => call('POST /exam-sessions', { body });
export const updateExamSession = (id: number, body: ExamSessionBody) => call('PUT /exam-sessions/:id', { params: { id }, body });
export const deleteExamSession = (id: number) => call('DELETE /exam-sessions/:id', { params: { id } });
