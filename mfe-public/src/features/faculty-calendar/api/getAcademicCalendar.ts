import { api } from '@college/shared-ui';

/** GET /api/academic-calendar entry (SPEC section 3). */
export interface CalendarEntry {
  id: number;
  year: string;
  event: string;
  date: string;
}

export const getAcademicCalendar = (signal?: AbortSignal) => api.get<CalendarEntry[]>('/academic-calendar', undefined, signal);
