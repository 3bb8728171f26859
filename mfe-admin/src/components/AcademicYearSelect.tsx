import { SelectField } from './Field.tsx';

/** The academic year a screen shows (`2026-27`). */
export function AcademicYearSelect({ years, value, onChange }: { years: string[]; value: string | null; onChange: (year: string) => void }) {
  const options = value && !years.includes(value) ? [value, ...years] : years;
  return <SelectField label="Academic year" value={value ?? ''} options={options} onChange={(event) => onChange(event.target.value)} />;
}
