import { defineEntity, p } from '@mikro-orm/core';

const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'event',
  properties: {
    id: p.integer().primary(),
    eventTitle: p.string().length(200),
    eventDate: p.date().index(),
    /** Content hash naming the photo's files under UPLOADS_DIR/events (photo-files.ts); null: no photo. */
    photoKey: p.string().length(32).nullable().index(),
    /** Width and height of the largest rendition. */
    photoWidth: p.integer().nullable(),
    photoHeight: p.integer().nullable(),
    /** Held online: the public webinar page shows the next one. */
    webinar: p.boolean().default(false),
  },
});

export class Event extends EventSchema.class {}
EventSchema.setClass(Event);
