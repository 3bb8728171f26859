import { type ListParams, type Paged, SearchBox } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { LoadedView } from './LoadedView.tsx';

export interface Pickable {
  id: number;
  firstName: string;
  lastName: string;
}

export interface PersonPickerProps<T extends Pickable> {
  /** `faculty member`, `student`: used in the labels. */
  noun: string;
  /** The existing server list call: it searches by name. */
  search: (params: ListParams, signal: AbortSignal) => Promise<Paged<T>>;
  /** A second line for each person (designation, enrollment number and year). */
  detail: (person: T) => string;
  chosen: T | null;
  onChoose: (person: T | null) => void;
}

const fullName = (person: Pickable) => `${person.firstName} ${person.lastName}`;

/** Search by name on the server, then choose one person from the first matches. */
export function PersonPicker<T extends Pickable>({ noun, search, detail, chosen, onChoose }: PersonPickerProps<T>) {
  const [query, setQuery] = useState('');
  const matches = useQuery({
    queryKey: ['person-search', noun, query],
    queryFn: ({ signal }) => search({ q: query, sort: 'lastName', page: 1, pageSize: 8 }, signal),
    enabled: !chosen,
  });
  if (chosen) {
    return (
      <div className="records-picked">
        <p>
          <strong>{fullName(chosen)}</strong> <span className="records-muted">{detail(chosen)}</span>
        </p>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => onChoose(null)}>
          Choose another {noun}
        </button>
      </div>
    );
  }
  const label = `Search ${noun === 'faculty member' ? 'faculty' : `${noun}s`}`;
  return (
    <div className="records-picker">
      <SearchBox label={label} value={query} onSearch={setQuery} />
      <LoadedView query={matches}>
        {(page) =>
          page.items.length === 0 ? (
            <p>No {noun} matches this search.</p>
          ) : (
            <ul className="records-picker__list" aria-label={`Matching ${noun}s`}>
              {page.items.map((person) => (
                <li key={person.id}>
                  <button type="button" className="records-picker__choice" onClick={() => onChoose(person)}>
                    <span className="records-picker__name">{fullName(person)}</span>
                    <span className="records-muted">{detail(person)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadedView>
    </div>
  );
}
