// Events slideshow helpers (SPEC sections 4 and 9).
import { formatLongDate } from '@college/shared-ui/format';

/** Library default autoplay delay of the home events carousel. */
export const EVENTS_AUTOPLAY_MS = 3000;

/** Index after moving by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** An event date (YYYY-MM-DD or ISO) as e.g. '1 July 2025'; unparseable text is shown as is. */
export const formatEventDate = formatLongDate;
