import { type AdminEvent, type Column, deleteEvent, listAllEvents, listEvents, useServerList } from '@college/shared-ui/portal';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { dateOnly } from '../../lib/format.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useListForm } from '../../lib/useListForm.ts';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { EventForm } from './EventForm.tsx';
import { EventPhotoImage } from './EventPhotoImage.tsx';

function eventColumns(onEdit: (e: AdminEvent) => void, onDelete: (e: AdminEvent) => void): Column<AdminEvent>[] {
  return [
    {
      key: 'photo',
      header: 'Photo',
      render: (e) => (e.photo ? <EventPhotoImage photo={e.photo} alt="" width={80} height={50} loading="lazy" className="admin-thumb" /> : 'N/A'),
    },
    { key: 'title', header: 'Title', sortKey: 'eventTitle', render: (e) => e.eventTitle },
    { key: 'date', header: 'Date', sortKey: 'eventDate', render: (e) => dateOnly(e.eventDate) },
    { key: 'webinar', header: 'Webinar', render: (e) => (e.webinar ? 'Yes' : 'No') },
    {
      key: 'actions',
      header: 'Actions',
      render: (e) => (
        <span className="admin-row-actions">
          <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${e.eventTitle}`} onClick={() => onEdit(e)}>
            Edit
          </button>
          <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${e.eventTitle}`} onClick={() => onDelete(e)}>
            Delete
          </button>
        </span>
      ),
    },
  ];
}

export default function EventsSection() {
  const list = useServerList<AdminEvent>(['events'], listEvents, { sort: '-eventDate' });
  const mode = useListForm<AdminEvent>();
  const [notice, setNotice] = useState('');
  const removal = useConfirmedDelete('Are you sure you want to delete this event?', deleteEvent, list.reload);
  return (
    <section aria-labelledby="events-heading">
      <div className="admin-heading-row">
        <h1 id="events-heading">Events</h1>
        <button type="button" className="ui-button" onClick={mode.toggle}>
          {mode.view === 'list' ? 'Add Event' : 'View Events'}
        </button>
      </div>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      {mode.view === 'form' ? (
        <EventForm
          key={mode.editing?.id ?? 'new'}
          editing={mode.editing}
          onSaved={(saved) => {
            setNotice(`Event ${saved.eventTitle} saved.`);
            mode.backToList();
            list.reload();
          }}
        />
      ) : (
        <ServerTable
          list={list}
          caption="Events"
          searchLabel="Search events"
          columns={eventColumns(mode.edit, (e) => removal.ask(e.id))}
          rowKey={(e) => e.id}
          emptyMessage="No events found."
          toolbar={
            <CsvExportButton
              name="events"
              rows={async () => [
                ['id', 'eventTitle', 'eventDate'],
                ...(await listAllEvents(list.params)).map((e) => [e.id, e.eventTitle, dateOnly(e.eventDate)]),
              ]}
            />
          }
        />
      )}
      {removal.dialog}
    </section>
  );
}
