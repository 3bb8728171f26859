import { type AdminStudent, deleteStudent, listStudents, resetStudentPassword, sendSignInLink, useServerList } from '@college/shared-ui/portal';
import { useState } from 'react';
import { ArchivedPanel } from '../../components/ArchivedPanel.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { fullName } from '../../lib/format.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { usePasswordReset } from '../../components/usePasswordReset.tsx';
import { UndoBar } from '../../components/UndoBar.tsx';
import { useDeferredDelete } from '../../lib/useDeferredDelete.ts';
import { StudentCsvExport } from './StudentCsvExport.tsx';
import { studentColumns } from './studentColumns.tsx';
import { StudentFormDialog } from './StudentFormDialog.tsx';
import { StudentImportDialog } from './StudentImportDialog.tsx';

export default function StudentsSection() {
  const list = useServerList<AdminStudent>(['students'], listStudents, { sort: 'name' });
  const [editing, setEditing] = useState<AdminStudent | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState('');
  const passwords = usePasswordReset(resetStudentPassword);
  const [linkError, setLinkError] = useState<string | null>(null);
  async function sendLink(student: AdminStudent) {
    setLinkError(null);
    try {
      setNotice((await sendSignInLink('student', student.id)).message);
    } catch (failure) {
      setLinkError(errorLine(failure));
    }
  }
  // a student with a history is archived, not deleted: the answer says which
  const removal = useDeferredDelete({
    commit: async (id) => setNotice((await deleteStudent(id)).message),
    onCommitted: list.reload,
    failureText: 'Failed to delete student',
  });

  const columns = studentColumns({
    onEdit: setEditing,
    onResetPassword: (s) => passwords.ask({ id: s.id, name: fullName(s), login: s.contactInfo?.email }),
    onSendSignInLink: sendLink,
    onDelete: (s) => removal.schedule({ id: s.id, label: fullName(s) }),
  });

  return (
    <section aria-labelledby="students-heading">
      <h1 id="students-heading">Students</h1>
      <ErrorMessage>{removal.error ?? linkError}</ErrorMessage>
      {passwords.view}
      <StatusMessage>{notice}</StatusMessage>
      <ServerTable
        list={list}
        caption="Students"
        searchLabel="Search students"
        columns={columns}
        rowKey={(s) => s.id}
        emptyMessage="No students found."
        hiddenIds={removal.hiddenIds}
        toolbar={
          <>
            <button type="button" className="ui-button" onClick={() => setEditing('new')}>
              Add Student
            </button>
            <StudentCsvExport params={list.params} />
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setImporting(true)}>
              Import CSV
            </button>
          </>
        }
      />
      <UndoBar pending={removal.pending} onUndo={removal.undo} />
      <ArchivedPanel kind="student" onRestored={list.reload} />
      {editing !== null && (
        <StudentFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`Student ${fullName(saved)} saved.${saved.signInLinkSentTo ? ` A first sign-in link was sent to ${saved.signInLinkSentTo}.` : ''}`);
            list.reload();
          }}
        />
      )}
      <StudentImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setNotice(`${count} students imported.`);
          list.reload();
        }}
      />
    </section>
  );
}
