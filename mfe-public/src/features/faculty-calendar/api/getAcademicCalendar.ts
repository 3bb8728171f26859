import { call } from '@college/shared-ui';
import type { RouteReply } from '@college/contract';

/** GET /api/academic-calendar entry (SPEC section 3). */
export type CalendarEntry = Extract<RouteReply<'GET /academic-calendar'>, unknown[]>[number];

/** Unpaged, the API answers a plain array (a page only when one is asked for). */
export const getAcademicCalendar = (signal?: AbortSignal) =>
  call('GET /academic-calendar', { signal }).then((answer) => (Array.isArray(answer) ? answer : answer.items));
