import { SelectField } from '@college/shared-ui';
import { GENDERS } from '../profileForm.ts';

export function GenderSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options = GENDERS.includes(value as (typeof GENDERS)[number]) ? GENDERS : [value, ...GENDERS];
  return <SelectField label="Gender" name="gender" value={value} options={options} onChange={(event) => onChange(event.target.value)} />;
}
