import { useId } from 'react';
import { GENDERS } from '../profileForm.ts';

export function GenderSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const options = GENDERS.includes(value as (typeof GENDERS)[number]) ? GENDERS : [value, ...GENDERS];
  return (
    <div className="ui-field">
      <label htmlFor={id}>Gender</label>
      <select id={id} name="gender" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
