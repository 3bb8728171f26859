import { type AdminFaculty, deleteFaculty, listFaculty, type ListParams, resetFacultyPassword, sendSignInLink, useServerList } from '@college/shared-ui/portal';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArchivedPanel } from '../../components/ArchivedPanel.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { fullName } from '../../lib/format.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { usePasswordReset } from '../../components/usePasswordReset.tsx';
import { UndoBar } from '../../components/UndoBar.tsx';
import { useDeferredDelete } from '../../lib/useDeferredDelete.ts';
import { FacultyCsvExport } from './FacultyCsvExport.tsx';
import { facultyColumns } from './facultyColumns.tsx';
import { FacultyFormDialog } from './FacultyFormDialog.tsx';
import { useFacultyView } from './facultyView.ts';

export default function FacultySection() {
  const viewEmail = useFacultyView();
  const facultyView = viewEmail !== null;
  // Faculty view: only the record whose e-mail matches (searched on the server, matched exactly here).
  const fetcher = useCallback(
    async (params: ListParams, signal: AbortSignal) => {
      if (viewEmail === null) return listFaculty(params, signal);
      const page = await listFaculty({ ...params, q: viewEmail, page: 1 }, signal);
      const items = page.items.filter((f) => f.contactInfo?.email.toLowerCase() === viewEmail);
      return { ...page, items, total: items.length };
    },
    [viewEmail],
  );
  const list = useServerList<AdminFaculty>(['faculty', viewEmail ?? ''], fetcher, { sort: 'name' });
  const [editing, setEditing] = useState<AdminFaculty | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const passwords = usePasswordReset(resetFacultyPassword);
  const [linkError, setLinkError] = useState<string | null>(null);
  async function sendLink(faculty: AdminFaculty) {
    setLinkError(null);
    try {
      setNotice((await sendSignInLink('faculty', faculty.id)).message);
    } catch (failure) {
      setLinkError(errorLine(failure));
    }
  }
  // a faculty member with a history is archived, not deleted: the answer says which
  const removal = useDeferredDelete({
    commit: async (id) => setNotice((await deleteFaculty(id)).message),
    onCommitted: list.reload,
    failureText: 'Failed to delete faculty',
  });
  const columns = facultyColumns({
    facultyView,
    onEdit: setEditing,
    onResetPassword: (f) => passwords.ask({ id: f.id, name: fullName(f), login: f.contactInfo?.email }),
    onSendSignInLink: sendLink,
    onDelete: (f) => removal.schedule({ id: f.id, label: fullName(f) }),
  });

  return (
    <section aria-labelledby="faculty-heading">
      <h1 id="faculty-heading">{facultyView ? 'My Profile' : 'Faculty'}</h1>
      {facultyView ? (
        <p>
          Faculty view of {viewEmail}: what the member may change about themselves. <Link to="/admin-dashboard/faculty">Back to all faculty</Link>
        </p>
      ) : null}
      <ErrorMessage>{removal.error ?? linkError}</ErrorMessage>
      {passwords.view}
      <StatusMessage>{notice}</StatusMessage>
      <ServerTable
        list={list}
        caption={facultyView ? 'My Profile' : 'Faculty'}
        searchLabel="Search faculty"
        columns={columns}
        rowKey={(f) => f.id}
        emptyMessage="No faculty found."
        hiddenIds={removal.hiddenIds}
        toolbar={
          facultyView ? null : (
            <>
              <button type="button" className="ui-button" onClick={() => setEditing('new')}>
                Add Faculty
              </button>
              <FacultyCsvExport params={list.params} />
            </>
          )
        }
      />
      <UndoBar pending={removal.pending} onUndo={removal.undo} />
      <ArchivedPanel kind="faculty" onRestored={list.reload} />
      {editing !== null && (
        <FacultyFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          target={editing}
          emailLocked={facultyView}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(
              `Faculty member ${fullName(saved)} saved.${saved.signInLinkSentTo ? ` A first sign-in link was sent to ${saved.signInLinkSentTo}.` : ''}`,
            );
            list.reload();
          }}
        />
      )}
    </section>
  );
}
