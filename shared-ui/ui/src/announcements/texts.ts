import type { Announcement } from './api.ts';
import { yearLabel } from '../format/labels.ts';

/** Who an announcement was for, as its reader sees it. */
export function audienceText(audience: Announcement['audience']): string {
  if (audience.kind === 'everyone') return 'Everyone';
  if (audience.kind === 'year') return `${yearLabel(audience.year ?? '')} students`;
  if (audience.kind === 'subject' && audience.subject) return `${audience.subject.code} ${audience.subject.name} class`;
  return 'You';
}

export const sentToText = (recipients: number) => `Sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}`;

export const unreadText = (unread: number) => (unread === 0 ? 'All read' : `${unread} unread`);
