import { createExamSlot, type ExamSlot, updateExamSlot } from '@college/shared-ui/exams';
import { listAllSubjects, YEARS } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { fieldOfBadRequest } from '../../lib/fieldErrors.ts';
import { FormFields } from '../../components/FormFields.tsx';
import { type SlotErrors, slotFieldsFor, slotFormFrom, toSlotBody, validateSlot, withSubject } from './examForms.ts';

const loadSubjects = async () => (await Promise.all(YEARS.map((year) => listAllSubjects({ sort: 'code' }, year)))).flat();

export function ExamSlotDialog({ target, onClose, onSaved }: { target: ExamSlot | 'new'; onClose: () => void; onSaved: (slot: ExamSlot) => void }) {
  const editing = target === 'new' ? null : target;
  const subjects = useQuery({ queryKey: ['exam-subjects'], queryFn: loadSubjects }).data ?? [];
  const fields = slotFieldsFor(subjects);
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
          const field = fieldOfBadRequest(failure, fields);
          if (!field) throw failure;
          setErrors({ [field.key]: field.message });
        }
      }}
    >
      <p className="exams-admin__hint">The subject's name, year and teachers show in the timetable as the subject has them.</p>
      <FormFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => (key === 'subjectId' ? withSubject(v, value, subjects) : { ...v, [key]: value }))}
      />
    </EntityFormDialog>
  );
}
