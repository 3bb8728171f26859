import { call } from '@college/shared-ui';
import type { RouteReply } from '@college/shared-ui/contract';

/** GET /api/public/faculty: names, designation and specialization only (CONTRACT section 5). */
export type PublicFacultyMember = RouteReply<'GET /public/faculty'>[number];

export const getPublicFaculty = (signal?: AbortSignal) => call('GET /public/faculty', { signal });
