import { type AdminFaculty, createFaculty, updateFaculty, type WithSignInLink } from '@college/shared-ui/portal';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { FormFields } from '../../components/FormFields.tsx';
import {
  emptyFacultyForm,
  type FacultyErrors,
  type FacultyField,
  type FacultyFormValues,
  facultyFields,
  facultyFormFrom,
  toFacultyPayload,
  validateFaculty,
} from './facultyForm.ts';

export interface FacultyFormDialogProps {
  target: AdminFaculty | 'new' | null;
  /** Faculty view: the member edits their own profile, e-mail locked (SPEC section 6). */
  emailLocked: boolean;
  onClose: () => void;
  onSaved: (saved: AdminFaculty & Partial<WithSignInLink>) => void;
}

const LOCKED_EMAIL: ReadonlySet<FacultyField> = new Set(['email']);

export function FacultyFormDialog({ target, emailLocked, onClose, onSaved }: FacultyFormDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const [values, setValues] = useState<FacultyFormValues>(() => (editing ? facultyFormFrom(editing) : emptyFacultyForm()));
  const [errors, setErrors] = useState<FacultyErrors>({});
  return (
    <EntityFormDialog
      open={target !== null}
      title={editing ? 'Edit Faculty' : 'Add Faculty'}
      submitLabel={editing ? 'Update Faculty' : 'Add Faculty'}
      onClose={onClose}
      validate={() => {
        const found = validateFaculty(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        const payload = toFacultyPayload(values);
        onSaved(editing ? await updateFaculty(editing.id, payload) : await createFaculty(payload));
      }}
    >
      <FormFields
        fields={facultyFields}
        values={values}
        errors={errors}
        locked={emailLocked ? LOCKED_EMAIL : undefined}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
    </EntityFormDialog>
  );
}
