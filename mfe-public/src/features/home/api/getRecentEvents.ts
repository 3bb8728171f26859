import { api, type ListedEvent } from '@college/shared-ui';

/** Event as sent by GET /api/events: the newest ten, photos as URLs of files. */
export type RecentEvent = ListedEvent;

export const getRecentEvents = (signal?: AbortSignal) => api.get<RecentEvent[]>('/events', undefined, signal);
