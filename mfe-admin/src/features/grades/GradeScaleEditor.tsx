import { getGradeScale, saveGradeScale } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { type BandRow, bandRowsFrom, toBands, validateBands } from './gradeScale.ts';
import { ScrollBox } from '../../components/ScrollBox.tsx';

const columns: { key: keyof BandRow; label: string; type: 'number' | 'text' }[] = [
  { key: 'letter', label: 'Letter', type: 'text' },
  { key: 'minPercentage', label: 'From %', type: 'number' },
  { key: 'gradePoint', label: 'Grade point', type: 'number' },
];

function BandsForm({ initial }: { initial: BandRow[] }) {
  const [rows, setRows] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setRows(initial), [initial]);
  const change = (index: number, key: keyof BandRow, value: string) => setRows((all) => all.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  async function save() {
    setNotice('');
    const problem = validateBands(rows);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const saved = bandRowsFrom(await saveGradeScale(toBands(rows)));
      setRows(saved);
      setNotice('Grade scale saved.');
      // every result's grade is read through the scale
      queryClient.setQueryData(['grade-scale'], saved);
      void queryClient.invalidateQueries({ queryKey: ['student-results'] });
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <ScrollBox label="Grade scale">
        <table className="records-table grades-scale">
          <caption className="ui-visually-hidden">Grade scale</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key}>
                    <input
                      type={column.type}
                      aria-label={`${column.label}, band ${index + 1}`}
                      value={row[column.key]}
                      step={column.type === 'number' ? 'any' : undefined}
                      onChange={(event) => change(index, column.key, event.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    aria-label={`Remove band ${index + 1}`}
                    onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <ErrorMessage>{error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <div className="admin-actions">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => setRows((all) => [...all, { letter: '', minPercentage: '', gradePoint: '' }])}
        >
          Add band
        </button>
        <button type="button" className="ui-button" disabled={busy} onClick={save}>
          Save grade scale
        </button>
      </div>
    </>
  );
}

/** The letters and grade points of every result, editable by the admin. */
export function GradeScaleEditor() {
  const query = useQuery({ queryKey: ['grade-scale'], queryFn: () => getGradeScale().then(bandRowsFrom) });
  return (
    <section aria-labelledby="grade-scale-heading" className="records-group">
      <h2 id="grade-scale-heading">Grade scale</h2>
      <LoadedView query={query}>{(rows) => <BandsForm initial={rows} />}</LoadedView>
    </section>
  );
}
