import { EVENT_PHOTO_BASE64_MAX } from '../../contract.ts';

export const EVENT_PHOTO_MAX = EVENT_PHOTO_BASE64_MAX;
/** 5 MiB of base64 photo plus room for the other fields. */
export const EVENT_BODY_LIMIT = EVENT_PHOTO_MAX + 64 * 1024;
/** GET /api/events without paging: the newest events, as many as the home slideshow shows. */
export const RECENT_EVENTS = 10;
