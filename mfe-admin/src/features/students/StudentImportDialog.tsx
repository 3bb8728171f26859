import { Dialog, FormField } from '@college/shared-ui';
import { importStudents } from '@college/shared-ui/portal';
import { type ChangeEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { ImportedAccounts, type ImportedStudent } from './ImportedAccounts.tsx';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { type ImportPreview, importPayloads, isImportable, previewStudentImport } from './studentImport.ts';

export interface StudentImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
}

/** Choose a CSV, see every bad row and why, then import all rows in one server transaction. */
export function StudentImportDialog({ open, onClose, onImported }: StudentImportDialogProps) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ImportedStudent[] | null>(null);

  function reset() {
    setPreview(null);
    setError(null);
    setCreated(null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    reset();
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(previewStudentImport(await file.text()));
  }

  async function confirm() {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await importStudents(importPayloads(preview));
      setCreated(answer.created);
      setPreview(null);
      onImported(answer.created.length);
    } catch (failure) {
      setError(`${errorLine(failure)}. Nothing was imported.`);
    } finally {
      setBusy(false);
    }
  }

  function close() {
    reset();
    onClose();
  }

  const ready = preview !== null && isImportable(preview);
  return (
    <Dialog open={open} title="Import students from CSV" onClose={close} closeOnBackdrop={false} className="admin-form-dialog">
      {created ? (
        <ImportedAccounts students={created} />
      ) : (
        <>
          <p>
            One student per row. The first row names the columns: firstName, lastName, fatherFirstName, fatherLastName, motherFirstName, motherLastName, gender,
            nationality, religion, and optionally email, phone, address, dob (YYYY-MM-DD), year (FIRST to FOURTH), enrollmentNumber and quota (convener or
            management). A file exported from this list can be imported as it is, and makes the same students.
          </p>
          <FormField label="CSV file" type="file" accept=".csv,text/csv" onChange={choose} />
          {preview ? <ImportPreviewTable preview={preview} /> : null}
          <ErrorMessage>{error}</ErrorMessage>
        </>
      )}
      <div className="admin-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={close}>
          {created ? 'Close' : 'Cancel'}
        </button>
        {created ? null : (
          <button type="button" className="ui-button" disabled={!ready || busy} onClick={confirm}>
            {preview && ready ? `Import ${preview.rows.length} students` : 'Import'}
          </button>
        )}
      </div>
    </Dialog>
  );
}
