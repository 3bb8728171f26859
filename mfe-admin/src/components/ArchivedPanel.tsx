import { type ArchiveKind, listArchived, restoreArchived } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { errorLine } from '../lib/errors.ts';
import { ErrorMessage } from './ErrorMessage.tsx';
import { LoadedView } from './LoadedView.tsx';
import { StatusMessage } from './StatusMessage.tsx';

const TITLE: Record<ArchiveKind, string> = { student: 'Archived students', faculty: 'Archived faculty members' };

/**
 * The records "Delete" archived because they had a history: kept, out of the current lists, shown here on
 * request with a Restore each. `onRestored` refreshes the current list they return to.
 */
export function ArchivedPanel({ kind, onRestored }: { kind: ArchiveKind; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['archived', kind], queryFn: () => listArchived(kind), enabled: open });
  async function restore(id: number, name: string) {
    setError(null);
    try {
      await restoreArchived(kind, id);
      setNotice(`${name} restored.`);
      void queryClient.invalidateQueries({ queryKey: ['archived', kind] });
      onRestored();
    } catch (failure) {
      setError(errorLine(failure));
    }
  }
  const headingId = `archived-${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="records-group">
      <div className="admin-heading-row">
        <h2 id={headingId}>{TITLE[kind]}</h2>
        <button type="button" className="ui-button ui-button--secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide archived' : 'Show archived'}
        </button>
      </div>
      <StatusMessage>{notice}</StatusMessage>
      <ErrorMessage>{error}</ErrorMessage>
      {open ? (
        <LoadedView query={query}>
          {(people) =>
            people.length === 0 ? (
              <p>Nobody is archived.</p>
            ) : (
              <ul className="archived-list">
                {people.map((person) => {
                  const name = `${person.firstName} ${person.lastName}`;
                  return (
                    <li key={person.id}>
                      <span>
                        {name} <span className="records-muted">{person.detail}</span>
                      </span>
                      <button type="button" className="ui-button ui-button--secondary" onClick={() => restore(person.id, name)}>
                        Restore<span className="ui-visually-hidden"> {name}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </LoadedView>
      ) : null}
    </section>
  );
}
