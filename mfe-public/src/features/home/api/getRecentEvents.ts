import { call, type ListedEvent } from '@college/shared-ui';

/** Event as sent by GET /api/events: the newest ten, photos as URLs of files. */
export type RecentEvent = ListedEvent;

/** Unpaged, the API answers a plain array (a page only when one is asked for). */
export const getRecentEvents = (signal?: AbortSignal) => call('GET /events', { signal }).then((answer) => (Array.isArray(answer) ? answer : answer.items));
