import { type AdminStudent, createStudent, updateStudent, type WithSignInLink } from '@college/shared-ui/portal';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { FormFields } from '../../components/FormFields.tsx';
import {
  emptyStudentForm,
  type StudentErrors,
  type StudentFormValues,
  studentFields,
  studentFormFrom,
  toStudentPayload,
  validateStudent,
} from './studentForm.ts';

export interface StudentFormDialogProps {
  /** null: closed; 'new': create; a student: edit. */
  target: AdminStudent | 'new' | null;
  onClose: () => void;
  onSaved: (saved: AdminStudent & Partial<WithSignInLink>) => void;
}

export function StudentFormDialog({ target, onClose, onSaved }: StudentFormDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const [values, setValues] = useState<StudentFormValues>(() => (editing ? studentFormFrom(editing) : emptyStudentForm));
  const [errors, setErrors] = useState<StudentErrors>({});
  return (
    <EntityFormDialog
      open={target !== null}
      title={editing ? 'Edit Student' : 'Add Student'}
      submitLabel={editing ? 'Update Student' : 'Add Student'}
      onClose={onClose}
      validate={() => {
        const found = validateStudent(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        const payload = toStudentPayload(values);
        onSaved(editing ? await updateStudent(editing.id, payload) : await createStudent(payload));
      }}
    >
      <FormFields fields={studentFields} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}
