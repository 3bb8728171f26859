import { formatWeekdayDate } from '@college/shared-ui/format';

/** `2026-12-14` -> `Mon, 14 Dec 2026`. */
export const formatExamDate = (iso: string) => formatWeekdayDate(iso.slice(0, 10));

/** `14:00` -> `2:00 PM`; anything else is shown as it came. */
export function formatExamTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `180` -> `3 hours`, `90` -> `1 hour 30 minutes`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}
