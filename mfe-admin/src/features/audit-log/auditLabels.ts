import type { AuditEntry } from '@college/shared-ui/portal';

export const AUDIT_ENTITIES = [
  { value: '', label: 'All records' },
  { value: 'student', label: 'Students' },
  { value: 'faculty', label: 'Faculty' },
  { value: 'subject', label: 'Subjects' },
  { value: 'event', label: 'Events' },
  { value: 'academic-calendar', label: 'Academic calendar' },
];
export const AUDIT_ENTITY_VALUES = AUDIT_ENTITIES.map((entity) => entity.value);

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'reset-password': 'Password reset',
  'send-sign-in-link': 'Sign-in link sent',
  'set-password-by-link': 'Password set by link',
  promote: 'Promotion run',
};
export const actionLabel = (action: string) => ACTIONS[action] ?? action;

export const actorLabel = (entry: AuditEntry) => (entry.actorAccountId === null ? entry.actorType : `${entry.actorType} (account #${entry.actorAccountId})`);

export const recordLabel = (entry: AuditEntry) => (entry.entityId === null ? entry.entity : `${entry.entity} #${entry.entityId}`);

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
