import { createExamNotice, type ExamNotice, updateExamNotice } from '@college/shared-ui/exams';
import { Field } from '@college/shared-ui';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { fieldOfBadRequest } from '../../lib/fieldErrors.ts';
import { TextField } from '../../components/Field.tsx';
import { noticeFormFrom, toNoticeBody, validateNotice } from './examForms.ts';

const noticeFieldNames = [
  { key: 'text', label: 'Text' },
  { key: 'publishedOn', label: 'Published on' },
] as const;

export function ExamNoticeDialog({ target, onClose, onSaved }: { target: ExamNotice | 'new'; onClose: () => void; onSaved: (notice: ExamNotice) => void }) {
  const editing = target === 'new' ? null : target;
  const [values, setValues] = useState(() => noticeFormFrom(editing));
  const [errors, setErrors] = useState<Partial<Record<'text' | 'publishedOn', string>>>({});
  return (
    <EntityFormDialog
      open
      title={editing ? 'Edit Notice' : 'Add Notice'}
      submitLabel={editing ? 'Update Notice' : 'Add Notice'}
      onClose={onClose}
      validate={() => {
        const found = validateNotice(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        const body = toNoticeBody(values);
        try {
          onSaved(editing ? await updateExamNotice(editing.id, body) : await createExamNotice(body));
        } catch (failure) {
          const field = fieldOfBadRequest(failure, noticeFieldNames);
          if (!field) throw failure;
          setErrors({ [field.key]: field.message });
        }
      }}
    >
      <Field label="Text" required error={errors.text} className="admin-field">
        {(control) => <textarea {...control} rows={3} value={values.text} onChange={(event) => setValues((v) => ({ ...v, text: event.target.value }))} />}
      </Field>
      <TextField
        label="Published on"
        type="date"
        required
        value={values.publishedOn}
        error={errors.publishedOn}
        onChange={(event) => setValues((v) => ({ ...v, publishedOn: event.target.value }))}
      />
      <label className="exams-admin-check">
        <input type="checkbox" checked={values.important} onChange={(event) => setValues((v) => ({ ...v, important: event.target.checked }))} /> Important
        (shown in red)
      </label>
    </EntityFormDialog>
  );
}
