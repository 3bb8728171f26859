import type { TriggerDef } from '@mikro-orm/core';

// PostgreSQL announces committed changes on this channel; every API process listens (plugins/change-feed.ts)
// and drops what it cached. The triggers are declared on the entities, so the schema has one source.
// No `truncate` event: the schema generator cannot read such triggers back (it would recreate them on
// every diff), and nothing truncates these tables; a cache entry's age bound covers such a manual step.
const notify = (payload: string) => `perform pg_notify('college_changes', ${payload}); return null;`;

/** Any change to a cached table: its name (once per statement). */
export const notifyTableChange = {
  name: 'notify_change',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: notify('tg_table_name'),
} as const satisfies TriggerDef;

/** A session changed or ended: `session:<sid>`, so a process forgets that one session. */
export const notifySessionChange = {
  name: 'notify_change',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: notify(`'session:' || old.sid`),
} as const satisfies TriggerDef;
