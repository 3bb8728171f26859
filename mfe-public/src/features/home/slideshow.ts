// Events slideshow helpers (SPEC sections 4 and 9).

/** Library default autoplay delay of the home events carousel. */
export const EVENTS_AUTOPLAY_MS = 3000;

/** Index after moving by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

// made once, at the first date shown: a formatter costs far more to make than to use (the carousel re-renders
// every few seconds)
let eventDateFormat: Intl.DateTimeFormat | undefined;

/** An event date (YYYY-MM-DD or ISO) as e.g. '1 July 2025'; unparseable text is shown as is. */
export function formatEventDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  eventDateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return eventDateFormat.format(date);
}
