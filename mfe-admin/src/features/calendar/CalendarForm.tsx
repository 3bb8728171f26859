import { type AdminCalendarEntry, createCalendarEntry, updateCalendarEntry, YEARS } from '@college/shared-ui/portal';
import { yearOptions } from '@college/shared-ui/format';
import { CALENDAR_EVENT_MAX, lengthProblem, oneOf } from '@college/contract/limits';
import { type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { httpErrorText } from '../../lib/errors.ts';
import { SelectField, TextField } from '../../components/Field.tsx';
import { dateOnly } from '../../lib/format.ts';
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/useListForm.ts';

export interface CalendarFormProps {
  editing: AdminCalendarEntry | null;
  onSaved: (saved: AdminCalendarEntry) => void;
}

export function CalendarForm({ editing, onSaved }: CalendarFormProps) {
  const [year, setYear] = useState<string>(editing?.year ?? '');
  const [name, setName] = useState(editing?.event ?? '');
  const [date, setDate] = useState(dateOnly(editing?.date));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!oneOf(YEARS, year) || !name.trim() || !date) {
      setError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    const tooLong = lengthProblem('Event name', name, CALENDAR_EVENT_MAX);
    if (tooLong) {
      setError(tooLong);
      return;
    }
    setBusy(true);
    const body = { year, event: name.trim(), date };
    try {
      onSaved(editing ? await updateCalendarEntry(editing.id, body) : await createCalendarEntry(body));
    } catch (failure) {
      console.error('[admin] calendar save failed', failure);
      setError(editing ? `Failed to update calendar entry. ${httpErrorText(failure)}` : 'Failed to add calendar entry. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-inline-form" noValidate onSubmit={submit} aria-label={editing ? 'Edit calendar entry' : 'Add calendar entry'}>
      <h2>{editing ? 'Edit Entry' : 'Add Entry'}</h2>
      <SelectField
        label="Year"
        required
        value={year}
        options={[{ value: '', label: 'Select year' }, ...yearOptions(YEARS)]}
        onChange={(e) => setYear(e.target.value)}
      />
      <TextField label="Event name" required value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label="Date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      <ErrorMessage>{error}</ErrorMessage>
      <button type="submit" className="ui-button" disabled={busy}>
        {editing ? 'Update Entry' : 'Save Entry'}
      </button>
    </form>
  );
}
