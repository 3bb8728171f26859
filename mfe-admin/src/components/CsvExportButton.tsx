import { useState } from 'react';
import { ErrorMessage } from './ErrorMessage.tsx';
import { errorLine } from '../lib/errors.ts';
import { datedFilename, downloadCsv } from '../lib/downloadCsv.ts';

export interface CsvExportButtonProps {
  /** File name stem, e.g. `students`; the date is added. */
  name: string;
  /** Header row first; fetches every row that matches the current search and sort. */
  rows: () => Promise<(string | number | null | undefined)[][]>;
}

export function CsvExportButton({ name, rows }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      downloadCsv(datedFilename(name), await rows());
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="ui-button ui-button--secondary" onClick={run} disabled={busy}>
        Export CSV
      </button>
      <ErrorMessage>{error}</ErrorMessage>
    </>
  );
}
