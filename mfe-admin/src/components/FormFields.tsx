import { SelectField, TextField } from './Field.tsx';
import type { FieldSpec } from '../lib/formRules.ts';

export interface FormFieldsProps<Key extends string> {
  fields: FieldSpec<Key>[];
  values: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  onChange: (key: Key, value: string) => void;
  /** Fields shown but not editable (e.g. a faculty member's own e-mail). */
  locked?: ReadonlySet<Key>;
}

/** Renders a data-driven form: a labelled control per field, errors tied to each. */
export function FormFields<Key extends string>({ fields, values, errors, onChange, locked }: FormFieldsProps<Key>) {
  return (
    <div className="admin-form-grid">
      {fields.map((field) => {
        const common = {
          label: field.label,
          required: field.required,
          error: errors[field.key],
          value: values[field.key],
          disabled: locked?.has(field.key),
          name: field.key,
        };
        if (field.options) {
          const placeholder = field.required && !values[field.key] ? [{ value: '', label: `Select ${field.label.toLowerCase()}` }] : [];
          return (
            <SelectField
              key={field.key}
              {...common}
              options={[...placeholder, ...field.options]}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field.key}
            {...common}
            type={field.type ?? 'text'}
            title={field.hint}
            placeholder={field.hint}
            min={field.type === 'number' ? 0 : undefined}
            onChange={(event) => onChange(field.key, event.target.value)}
          />
        );
      })}
    </div>
  );
}
