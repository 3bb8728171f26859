import type { FacultyCalendarEvent } from '@college/shared-ui';
import { type Column, DataTable, formatDate, formatYear } from '@college/shared-ui/portal';

const columns: Column<FacultyCalendarEvent>[] = [
  { key: 'event', header: 'Event', render: (entry) => entry.event },
  { key: 'date', header: 'Date', render: (entry) => formatDate(entry.date) },
  { key: 'year', header: 'Year', render: (entry) => formatYear(entry.year) },
];

export function AcademicCalendarTable({ events }: { events: FacultyCalendarEvent[] }) {
  return (
    <section className="faculty-panel" aria-labelledby="faculty-calendar-title">
      <h2 id="faculty-calendar-title">Academic Calendar</h2>
      <DataTable caption="Academic calendar" columns={columns} rows={events} rowKey={(entry) => entry.id} emptyMessage="No calendar events found." />
    </section>
  );
}
