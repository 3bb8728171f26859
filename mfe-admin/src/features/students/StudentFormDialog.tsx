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
import { emptyFeeFields, type FeeField, type FeeFieldValues, feeFields, feeFieldsFrom, feePayload, validateFeeFields } from './studentFeeFields.ts';

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
  const [fees, setFees] = useState<FeeFieldValues>(() => (editing ? feeFieldsFrom(editing) : emptyFeeFields));
  const [feeErrors, setFeeErrors] = useState<Partial<Record<FeeField, string>>>({});
  return (
    <EntityFormDialog
      open={target !== null}
      title={editing ? 'Edit Student' : 'Add Student'}
      submitLabel={editing ? 'Update Student' : 'Add Student'}
      onClose={onClose}
      validate={() => {
        const found = validateStudent(values);
        const foundFees = validateFeeFields(fees, editing !== null);
        setErrors(found);
        setFeeErrors(foundFees);
        return Object.keys(found).length === 0 && Object.keys(foundFees).length === 0;
      }}
      save={async () => {
        const payload = { ...toStudentPayload(values), ...feePayload(fees) };
        onSaved(editing ? await updateStudent(editing.id, payload) : await createStudent(payload));
      }}
    >
      <FormFields fields={studentFields} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
      <FormFields fields={feeFields(editing !== null)} values={fees} errors={feeErrors} onChange={(key, value) => setFees((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}
