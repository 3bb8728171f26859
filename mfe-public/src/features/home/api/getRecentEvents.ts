import { api } from '@college/shared-ui';

/** Event as sent by GET /api/events (SPEC section 3). */
export interface RecentEvent {
  id: number;
  eventTitle: string;
  eventDate: string;
  eventPhoto: string | null;
}

export const getRecentEvents = (signal?: AbortSignal) => api.get<RecentEvent[]>('/events', undefined, signal);
