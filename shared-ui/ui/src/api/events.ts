// Shapes of GET /api/events (types only: nothing here reaches a bundle).
import type { Static } from 'typebox';
import type { eventPhotoReply, eventReply } from '@college/contract';

/** An event photo as files: one `srcset` per format (`url 480w, url 960w, ...`), the largest JPEG as `src`. */
export type EventPhoto = Static<typeof eventPhotoReply>;

/** An event as listed (GET /api/events: unpaged, the newest ten, as the home slideshow shows them). */
export type ListedEvent = Static<typeof eventReply>;
