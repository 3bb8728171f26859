import { Dialog } from '@college/shared-ui';
import { listExamTimetable } from '@college/shared-ui/exams';
import {
  createExamSession,
  DataTable,
  deleteExamSession,
  EXAM_SESSION_LIMITS,
  type ExamSession,
  listExamSessions,
  updateExamSession,
} from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { errorLine } from '../../lib/errors.ts';
import { formatDate } from '../../lib/money.ts';

function SessionDialog({ target, onClose, onSaved }: { target: ExamSession | 'new'; onClose: () => void; onSaved: (session: ExamSession) => void }) {
  const editing = target === 'new' ? null : target;
  const slots = useQuery({ queryKey: ['exam-timetable'], queryFn: ({ signal }) => listExamTimetable({}, signal) });
  const [name, setName] = useState(editing?.name ?? '');
  const [published, setPublished] = useState(editing?.published ?? false);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(editing?.papers.map((paper) => paper.id)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { name: name.trim(), published, slotIds: [...chosen] };
      onSaved(editing ? await updateExamSession(editing.id, body) : await createExamSession(body));
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog open title={editing ? `Edit ${editing.name}` : 'Add exam session'} onClose={onClose}>
      <form onSubmit={submit} className="exam-session-form">
        <label>
          Session name
          <input required maxLength={EXAM_SESSION_LIMITS.name} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="exams-admin-check">
          <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} />
          Published: eligible students download its hall ticket
        </label>
        <fieldset>
          <legend>Papers in this session</legend>
          <LoadedView query={slots}>
            {(papers) =>
              papers.length === 0 ? (
                <p>The exam timetable has no papers yet.</p>
              ) : (
                <ul className="exam-session-form__papers">
                  {papers.map((paper) => (
                    <li key={paper.id}>
                      <label className="exams-admin-check">
                        <input type="checkbox" checked={chosen.has(paper.id)} onChange={(event) => toggle(paper.id, event.target.checked)} />
                        {formatDate(paper.date)} {paper.time}, {paper.examCode} {paper.subject} ({paper.semester})
                      </label>
                    </li>
                  ))}
                </ul>
              )
            }
          </LoadedView>
        </fieldset>
        <ErrorMessage>{error}</ErrorMessage>
        <div className="admin-actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="ui-button" disabled={busy}>
            Save session
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The exam sessions hall tickets are issued for: a name, its papers, and whether students may download it yet. */
export function ExamSessionsPanel() {
  const query = useQuery({ queryKey: ['exam-sessions'], queryFn: listExamSessions });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['exam-sessions'] });
  const [editing, setEditing] = useState<ExamSession | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const removal = useConfirmedDelete('Delete this exam session? Its papers stay on the timetable.', deleteExamSession, reload);
  return (
    <section aria-labelledby="exam-sessions-heading" className="records-group">
      <div className="admin-heading-row">
        <h2 id="exam-sessions-heading">Exam sessions and hall tickets</h2>
        <button type="button" className="ui-button" onClick={() => setEditing('new')}>
          Add Session
        </button>
      </div>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <LoadedView query={query}>
        {(sessions) => (
          <DataTable
            caption="Exam sessions"
            columns={[
              { key: 'name', header: 'Session', render: (s) => s.name },
              { key: 'published', header: 'Hall tickets', render: (s) => (s.published ? 'Published' : 'Not published') },
              { key: 'papers', header: 'Papers', render: (s) => s.papers.length },
              {
                key: 'actions',
                header: 'Actions',
                render: (s) => (
                  <span className="admin-row-actions">
                    <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
                      Edit
                    </button>
                    <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${s.name}`} onClick={() => removal.ask(s.id)}>
                      Delete
                    </button>
                  </span>
                ),
              },
            ]}
            rows={sessions}
            rowKey={(s) => s.id}
            emptyMessage="No exam session yet: students get hall tickets once one is published."
          />
        )}
      </LoadedView>
      {removal.dialog}
      {editing !== null && (
        <SessionDialog
          key={editing === 'new' ? 'new' : editing.id}
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(session) => {
            setEditing(null);
            setNotice(`Exam session ${session.name} saved${session.published ? ' and published' : ''}.`);
            reload();
          }}
        />
      )}
    </section>
  );
}
