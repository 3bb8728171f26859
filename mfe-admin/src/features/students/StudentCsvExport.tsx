import { type ListParams, listAllStudents } from '@college/shared-ui/portal';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { studentFormFrom } from './studentForm.ts';
import { studentCsvHeader } from './studentImport.ts';

/** Every student matching the current search, in the current order, in the import's own columns. */
export function StudentCsvExport({ params }: { params: ListParams }) {
  return (
    <CsvExportButton
      name="students"
      rows={async () => {
        const students = await listAllStudents(params);
        const rows = students.map((student) => {
          const values = studentFormFrom(student);
          const fields = studentCsvHeader.slice(2, -1).map((key) => values[key as keyof typeof values]);
          return [student.id, student.enrollmentNumber, ...fields, student.quota];
        });
        return [studentCsvHeader, ...rows];
      }}
    />
  );
}
