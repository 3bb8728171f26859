import { type ListParams, listAllFaculty } from '@college/shared-ui/portal';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { facultyFields, facultyFormFrom } from './facultyForm.ts';

const header = ['id', ...facultyFields.map((f) => f.key)];

export function FacultyCsvExport({ params }: { params: ListParams }) {
  return (
    <CsvExportButton
      name="faculty"
      rows={async () => {
        const faculty = await listAllFaculty(params);
        return [header, ...faculty.map((f) => [f.id, ...facultyFields.map((field) => facultyFormFrom(f)[field.key])])];
      }}
    />
  );
}
