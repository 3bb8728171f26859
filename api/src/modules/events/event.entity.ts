import { defineEntity, p } from '@mikro-orm/core';

const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'event',
  properties: {
    id: p.integer().primary(),
    eventTitle: p.string().length(200),
    eventDate: p.date().index(),
    eventPhoto: p.text().nullable(),
  },
});

export class Event extends EventSchema.class {}
EventSchema.setClass(Event);
