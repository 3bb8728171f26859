/** The latest day up to `today` (`YYYY-MM-DD`) that falls on `weekday` (1 Monday .. 6 Saturday): when that period last met. */
export function lastClassDate(weekday: number, today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  const back = ((day.getUTCDay() || 7) - weekday + 7) % 7;
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
}
