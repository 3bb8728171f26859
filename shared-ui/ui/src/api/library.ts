import { call } from '@college/shared-ui/state';

export type { StudentBookRequest } from '@college/contract';

/** The book requests a student sent from the public library page with their account's address. */
export const getStudentBookRequests = (studentId: number) => call('GET /students/:id/book-requests', { params: { id: studentId } });
