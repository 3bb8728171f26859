import type { Static } from 'typebox';
import type { contactInfoReply, personalInfoReply, RouteReply, studentFeeReply, studentGradeReply, studentResultReply, Year } from '@college/contract';
import { apiBase, call } from '@college/shared-ui/state';
import { STUDENT_DASHBOARD_INCLUDE, uploadsPath } from './studentDashboard.ts';

export type StudentYear = Year;
export type PersonalInfo = Static<typeof personalInfoReply>;
export type ContactInfo = Static<typeof contactInfoReply>;
export type Fee = Static<typeof studentFeeReply>;
export type ExamResult = Static<typeof studentResultReply>;
export type GradeInfo = Static<typeof studentGradeReply>;
export type SubjectRef = ExamResult['subject'];
/** The student record (SPEC section 3), with the parts asked for by `include`. */
export type Student = RouteReply<'GET /students/:id'>;

export { STUDENT_DASHBOARD_INCLUDE };

export const getStudent = (id: number | string, include = STUDENT_DASHBOARD_INCLUDE) => call('GET /students/:id', { params: { id }, query: { include } });

/** Profile pictures: the API's uploads path plus the ProfilePic value (SPEC section 7). */
export const uploadsUrl = (file: string) => `${apiBase()}${uploadsPath(file)}`;
