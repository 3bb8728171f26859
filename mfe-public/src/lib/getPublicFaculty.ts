import { call } from '@college/shared-ui';

/** GET /api/public/faculty: names, designation and specialization only (CONTRACT section 5). */
export const getPublicFaculty = (signal?: AbortSignal) => call('GET /public/faculty', { signal });
