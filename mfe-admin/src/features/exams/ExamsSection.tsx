import { type Column, DataTable } from '@college/shared-ui/portal';
import { deleteExamNotice, deleteExamSlot, type ExamNotice, type ExamSlot, listExamNotices, listExamTimetable } from '@college/shared-ui/exams';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import '../../components/records.css';
import { LoadedView } from '../../components/LoadedView.tsx';
import { formatDate } from '../../lib/money.ts';
import { ExamNoticeDialog } from './ExamNoticeDialog.tsx';
import { ExamSessionsPanel } from './ExamSessionsPanel.tsx';
import { ExamSlotDialog } from './ExamSlotDialog.tsx';
import './exams-admin.css';

function rowActions(what: string, onEdit: () => void, onDelete: () => void) {
  return (
    <span className="admin-row-actions">
      <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${what}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${what}`} onClick={onDelete}>
        Delete
      </button>
    </span>
  );
}

function slotColumns(onEdit: (slot: ExamSlot) => void, onDelete: (slot: ExamSlot) => void): Column<ExamSlot>[] {
  return [
    { key: 'date', header: 'Date', render: (s) => <time dateTime={s.date}>{formatDate(s.date)}</time> },
    { key: 'time', header: 'Time', render: (s) => `${s.time} (${s.durationMinutes} min)` },
    { key: 'subject', header: 'Subject', render: (s) => `${s.subject} (${s.examCode})` },
    { key: 'semester', header: 'Year', render: (s) => s.semester },
    { key: 'venue', header: 'Venue', render: (s) => s.venue },
    { key: 'instructor', header: 'Teachers', render: (s) => s.instructor || 'Not assigned' },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) =>
        rowActions(
          `${s.subject} on ${s.date}`,
          () => onEdit(s),
          () => onDelete(s),
        ),
    },
  ];
}

function noticeColumns(onEdit: (notice: ExamNotice) => void, onDelete: (notice: ExamNotice) => void): Column<ExamNotice>[] {
  return [
    { key: 'publishedOn', header: 'Published on', render: (n) => formatDate(n.publishedOn) },
    { key: 'text', header: 'Notice', render: (n) => n.text },
    { key: 'important', header: 'Important', render: (n) => (n.important ? 'Yes' : 'No') },
    {
      key: 'actions',
      header: 'Actions',
      render: (n) =>
        rowActions(
          `notice of ${n.publishedOn}`,
          () => onEdit(n),
          () => onDelete(n),
        ),
    },
  ];
}

function TimetablePanel() {
  const query = useQuery({ queryKey: ['exam-timetable'], queryFn: ({ signal }) => listExamTimetable({}, signal) });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['exam-timetable'] });
  const [editing, setEditing] = useState<ExamSlot | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const removal = useConfirmedDelete('Are you sure you want to delete this exam from the timetable?', deleteExamSlot, reload);
  return (
    <section aria-labelledby="timetable-heading" className="records-group">
      <div className="admin-heading-row">
        <h2 id="timetable-heading">Timetable</h2>
        <button type="button" className="ui-button" onClick={() => setEditing('new')}>
          Add Exam
        </button>
      </div>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <LoadedView query={query}>
        {(slots) => (
          <DataTable
            caption="Exam timetable"
            columns={slotColumns(setEditing, (s) => removal.ask(s.id))}
            rows={slots}
            rowKey={(s) => s.id}
            emptyMessage="No exam schedule available."
          />
        )}
      </LoadedView>
      {removal.dialog}
      {editing !== null && (
        <ExamSlotDialog
          key={editing === 'new' ? 'new' : editing.id}
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(slot) => {
            setEditing(null);
            setNotice(`Exam ${slot.examCode} on ${formatDate(slot.date)} saved.`);
            reload();
          }}
        />
      )}
    </section>
  );
}

function NoticesPanel() {
  const query = useQuery({ queryKey: ['exam-notices'], queryFn: ({ signal }) => listExamNotices(signal) });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['exam-notices'] });
  const [editing, setEditing] = useState<ExamNotice | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const removal = useConfirmedDelete('Are you sure you want to delete this notice?', deleteExamNotice, reload);
  return (
    <section aria-labelledby="notices-heading" className="records-group">
      <div className="admin-heading-row">
        <h2 id="notices-heading">Notices</h2>
        <button type="button" className="ui-button" onClick={() => setEditing('new')}>
          Add Notice
        </button>
      </div>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <LoadedView query={query}>
        {(notices) => (
          <DataTable
            caption="Exam notices"
            columns={noticeColumns(setEditing, (n) => removal.ask(n.id))}
            rows={notices}
            rowKey={(n) => n.id}
            emptyMessage="No notices yet."
          />
        )}
      </LoadedView>
      {removal.dialog}
      {editing !== null && (
        <ExamNoticeDialog
          key={editing === 'new' ? 'new' : editing.id}
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice('Notice saved.');
            reload();
          }}
        />
      )}
    </section>
  );
}

/** The exam timetable and notices that the public exams pages show, and the exam sessions hall tickets are issued for. */
export default function ExamsSection() {
  return (
    <section aria-labelledby="exams-heading">
      <h1 id="exams-heading">Exams</h1>
      <p>The timetable and notices shown on the public Exams page, and the exam sessions students download hall tickets for.</p>
      <TimetablePanel />
      <ExamSessionsPanel />
      <NoticesPanel />
    </section>
  );
}
