// Year-end promotion (the admin's) and a student's history year by year.
import { call } from '@college/shared-ui/state';
import type { PromotionBody, PromotionCandidate, PromotionDecision, PromotionPreviewReply, StudentHistoryReply } from '@college/contract';

export type { PromotionCandidate, PromotionDecision, PromotionPreviewReply as PromotionPreview, StudentHistoryReply as StudentHistory };

export const getPromotionPreview = () => call('GET /promotion');
export const runPromotion = (body: PromotionBody) => call('POST /promotion', { body });
export const getStudentHistory = (studentId: number) => call('GET /students/:id/history', { params: { id: studentId } });
