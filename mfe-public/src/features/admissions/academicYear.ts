import type { AdmissionsSection } from './content.ts';

/** The current and next year, e.g. 2026 -> '2026-27'. */
export function academicYearLabel(today: Date = new Date()): string {
  const year = today.getFullYear();
  return `${year}-${String(year + 1).slice(-2)}`;
}

/** Which admissions page a path shows; any other path under /admissions shows the index. */
export function admissionsSectionFor(pathname: string): AdmissionsSection {
  const rest = pathname.replace(/\/+$/, '').replace(/^\/admissions\/?/, '');
  return rest === 'fee-structure' || rest === 'courses-offered' ? rest : 'index';
}
