import { yearLabel } from '@college/shared-ui/format';
import {
  type AdminCalendarEntry,
  type Column,
  deleteCalendarEntry,
  listAllCalendarEntries,
  listCalendarEntries,
  useServerList,
} from '@college/shared-ui/portal';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { dateOnly } from '../../lib/format.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useListForm } from '../../lib/useListForm.ts';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { CalendarForm } from './CalendarForm.tsx';

function calendarColumns(onEdit: (e: AdminCalendarEntry) => void, onDelete: (e: AdminCalendarEntry) => void): Column<AdminCalendarEntry>[] {
  return [
    { key: 'date', header: 'Date', sortKey: 'date', render: (e) => dateOnly(e.date) },
    { key: 'event', header: 'Event', sortKey: 'event', render: (e) => e.event },
    { key: 'year', header: 'Year', sortKey: 'year', render: (e) => yearLabel(e.year) },
    {
      key: 'actions',
      header: 'Actions',
      render: (e) => (
        <span className="admin-row-actions">
          <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${e.event}`} onClick={() => onEdit(e)}>
            Edit
          </button>
          <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${e.event}`} onClick={() => onDelete(e)}>
            Delete
          </button>
        </span>
      ),
    },
  ];
}

export default function CalendarSection() {
  const list = useServerList<AdminCalendarEntry>(['calendar'], listCalendarEntries, { sort: 'date' });
  const mode = useListForm<AdminCalendarEntry>();
  const [notice, setNotice] = useState('');
  const removal = useConfirmedDelete('Are you sure you want to delete this entry?', deleteCalendarEntry, list.reload);
  return (
    <section aria-labelledby="calendar-heading">
      <div className="admin-heading-row">
        <h1 id="calendar-heading">Academic Calendar</h1>
        <button type="button" className="ui-button" onClick={mode.toggle}>
          {mode.view === 'list' ? 'Add Entry' : 'View Calendar'}
        </button>
      </div>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      {mode.view === 'form' ? (
        <CalendarForm
          key={mode.editing?.id ?? 'new'}
          editing={mode.editing}
          onSaved={(saved) => {
            setNotice(`Calendar entry ${saved.event} saved.`);
            mode.backToList();
            list.reload();
          }}
        />
      ) : (
        <ServerTable
          list={list}
          caption="Academic calendar"
          searchLabel="Search calendar"
          columns={calendarColumns(mode.edit, (e) => removal.ask(e.id))}
          rowKey={(e) => e.id}
          emptyMessage="No calendar entries found."
          toolbar={
            <CsvExportButton
              name="academic-calendar"
              rows={async () => [
                ['id', 'year', 'event', 'date'],
                ...(await listAllCalendarEntries(list.params)).map((e) => [e.id, e.year, e.event, dateOnly(e.date)]),
              ]}
            />
          }
        />
      )}
      {removal.dialog}
    </section>
  );
}
