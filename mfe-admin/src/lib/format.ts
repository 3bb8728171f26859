/** SPEC: missing values show 'N/A' in admin lists. */
export const orNA = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? 'N/A' : String(value);

export const fullName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  orNA([person?.firstName, person?.lastName].filter(Boolean).join(' '));

/** `YYYY-MM-DD` of a stored date or timestamp (what date inputs need). */
export const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export const todayIso = (now = new Date()) => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};
