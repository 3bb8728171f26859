import type { InboxFilters as Filters } from '@college/shared-ui/portal';
import { SelectField, TextField } from '../../components/Field.tsx';
import { kindOptions, statusOptions } from './inboxLabels.ts';

/** Kind, status and the received-date range of the inbox list. */
export function InboxFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = (field: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <SelectField label="Kind" value={value.kind ?? ''} options={[{ value: '', label: 'All kinds' }, ...kindOptions]} onChange={set('kind')} />
      <SelectField label="Status" value={value.status ?? ''} options={[{ value: '', label: 'All statuses' }, ...statusOptions]} onChange={set('status')} />
      <TextField label="Received from" type="date" value={value.from ?? ''} max={value.to || undefined} onChange={set('from')} />
      <TextField label="Received to" type="date" value={value.to ?? ''} min={value.from || undefined} onChange={set('to')} />
    </>
  );
}
