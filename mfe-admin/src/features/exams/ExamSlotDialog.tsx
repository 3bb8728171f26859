import { createExamSlot, type ExamSlot, updateExamSlot } from '@college/shared-ui/exams';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { fieldOfBadRequest } from '../../lib/fieldErrors.ts';
import { FormFields } from '../../components/FormFields.tsx';
import { type SlotErrors, slotFields, slotFormFrom, toSlotBody, validateSlot } from './examForms.ts';

export function ExamSlotDialog({ target, onClose, onSaved }: { target: ExamSlot | 'new'; onClose: () => void; onSaved: (slot: ExamSlot) => void }) {
  const editing = target === 'new' ? null : target;
  const [values, setValues] = useState(() => slotFormFrom(editing));
  const [errors, setErrors] = useState<SlotErrors>({});
  return (
    <EntityFormDialog
      open
      title={editing ? 'Edit Exam' : 'Add Exam'}
      submitLabel={editing ? 'Update Exam' : 'Add Exam'}
      onClose={onClose}
      validate={() => {
        const found = validateSlot(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        const body = toSlotBody(values);
        try {
          onSaved(editing ? await updateExamSlot(editing.id, body) : await createExamSlot(body));
        } catch (failure) {
          const field = fieldOfBadRequest(failure, slotFields);
          if (!field) throw failure;
          setErrors({ [field.key]: field.message });
        }
      }}
    >
      <FormFields fields={slotFields} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}
