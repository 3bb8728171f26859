import { yearLabel, yearName } from '@college/shared-ui/format';
import {
  type AdminSubject,
  type Column,
  deleteSubject,
  type ListParams,
  listAllSubjects,
  listSubjects,
  useListFilter,
  useServerList,
  type Year,
  YEARS,
} from '@college/shared-ui/portal';
import { useCallback, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { SubjectFormDialog } from './SubjectFormDialog.tsx';

function subjectColumns(onEdit: (s: AdminSubject) => void, onDelete: (s: AdminSubject) => void): Column<AdminSubject>[] {
  return [
    { key: 'code', header: 'Code', sortKey: 'code', render: (s) => s.code },
    { key: 'name', header: 'Name', sortKey: 'name', render: (s) => s.name },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <span className="admin-row-actions">
          <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${s.name}`} onClick={() => onEdit(s)}>
            Edit
          </button>
          <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${s.name}`} onClick={() => onDelete(s)}>
            Delete
          </button>
        </span>
      ),
    },
  ];
}

/** Subjects shown per year, with its own empty message per year (SPEC). */
export default function SubjectsSection() {
  const [year, setYear] = useListFilter<Year>('year', 'FIRST', YEARS);
  const fetcher = useCallback((params: ListParams, signal: AbortSignal) => listSubjects(params, year, signal), [year]);
  const list = useServerList<AdminSubject>(['subjects', year], fetcher, { sort: 'code' });
  const [editing, setEditing] = useState<AdminSubject | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const removal = useConfirmedDelete('Are you sure you want to delete this subject?', deleteSubject, list.reload);
  return (
    <section aria-labelledby="subjects-heading">
      <h1 id="subjects-heading">Subjects</h1>
      <fieldset className="admin-year-picker">
        <legend>Year</legend>
        {YEARS.map((y) => (
          <button key={y} type="button" className="ui-button ui-button--secondary" aria-pressed={y === year} onClick={() => setYear(y)}>
            {yearLabel(y)}
          </button>
        ))}
      </fieldset>
      <h2>{yearLabel(year)}</h2>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <ServerTable
        list={list}
        caption={`Subjects of ${yearName(year)} year`}
        searchLabel="Search subjects"
        columns={subjectColumns(setEditing, (s) => removal.ask(s.id))}
        rowKey={(s) => s.id}
        emptyMessage={`No subjects found for ${yearName(year)} year.`}
        toolbar={
          <>
            <button type="button" className="ui-button" onClick={() => setEditing('new')}>
              Add Subject
            </button>
            <CsvExportButton
              name={`subjects-${year.toLowerCase()}`}
              rows={async () => [['id', 'code', 'name', 'year'], ...(await listAllSubjects(list.params, year)).map((s) => [s.id, s.code, s.name, s.year])]}
            />
          </>
        }
      />
      {removal.dialog}
      {editing !== null && (
        <SubjectFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          target={editing}
          year={year}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`Subject ${saved.code} saved.`);
            list.reload();
          }}
        />
      )}
    </section>
  );
}
