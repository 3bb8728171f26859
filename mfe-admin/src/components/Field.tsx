import { FormField, type FormFieldProps, SelectField as SharedSelectField, type SelectFieldProps } from '@college/shared-ui';

// The admin's fields are shared-ui's (label, required marker, hint and error wired once), spaced for dense forms.
const adminClass = (className: string | undefined) => (className ? `admin-field ${className}` : 'admin-field');

export function TextField({ className, ...props }: FormFieldProps) {
  return <FormField {...props} className={adminClass(className)} />;
}

export function SelectField({ className, ...props }: SelectFieldProps) {
  return <SharedSelectField {...props} className={adminClass(className)} />;
}
