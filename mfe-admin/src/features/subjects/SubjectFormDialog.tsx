import { type AdminSubject, createSubject, updateSubject, type Year } from '@college/shared-ui/portal';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { FormFields } from '../../components/FormFields.tsx';
import { type SubjectErrors, subjectFields, subjectFormFrom, toSubjectPayload, validateSubject } from './subjectForm.ts';

export interface SubjectFormDialogProps {
  target: AdminSubject | 'new' | null;
  year: Year;
  onClose: () => void;
  onSaved: (saved: AdminSubject) => void;
}

export function SubjectFormDialog({ target, year, onClose, onSaved }: SubjectFormDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const [values, setValues] = useState(() => subjectFormFrom(editing, year));
  const [errors, setErrors] = useState<SubjectErrors>({});
  return (
    <EntityFormDialog
      open={target !== null}
      title={editing ? 'Edit Subject' : 'Add Subject'}
      submitLabel={editing ? 'Update Subject' : 'Add Subject'}
      onClose={onClose}
      validate={() => {
        const found = validateSubject(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        const payload = toSubjectPayload(values);
        onSaved(editing ? await updateSubject(editing.id, payload) : await createSubject(payload));
      }}
    >
      <FormFields fields={subjectFields} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}
