/** How every screen names the study years, which the API sends as FIRST to FOURTH. */
const YEAR_NAMES: Record<string, string> = { FIRST: 'First', SECOND: 'Second', THIRD: 'Third', FOURTH: 'Fourth' };

/** `SECOND` -> `Second` (for texts such as "Second year"); an unknown value is shown as it came. */
export const yearName = (year: string) => YEAR_NAMES[year] ?? year;

/** `SECOND` -> `Second Year`. */
export const yearLabel = (year: string) => (YEAR_NAMES[year] ? `${YEAR_NAMES[year]} Year` : year);

/** Options of a year select: the API's value, the label people read. */
export const yearOptions = (years: readonly string[]) => years.map((value) => ({ value, label: yearLabel(value) }));
