import { type Payment, recordPayment } from '@college/shared-ui/portal';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { fieldOfBadRequest } from '../../lib/fieldErrors.ts';
import { FormFields } from '../../components/FormFields.tsx';
import { emptyPayment, type PaymentErrors, paymentFieldNames, paymentFields, toPaymentBody, validatePayment } from './paymentForm.ts';

export interface RecordPaymentDialogProps {
  studentId: number;
  studentName: string;
  onClose: () => void;
  onRecorded: (payment: Payment) => void;
}

/** Mounted once per opening: its idempotency key covers every submit of this one payment. */
export function RecordPaymentDialog({ studentId, studentName, onClose, onRecorded }: RecordPaymentDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState(() => emptyPayment());
  const [errors, setErrors] = useState<PaymentErrors>({});
  return (
    <EntityFormDialog
      open
      title={`Record payment: ${studentName}`}
      submitLabel="Record payment"
      onClose={onClose}
      validate={() => {
        const found = validatePayment(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        try {
          onRecorded(await recordPayment(studentId, toPaymentBody(values), idempotencyKey));
        } catch (failure) {
          const field = fieldOfBadRequest(failure, paymentFieldNames);
          if (!field) throw failure;
          setErrors({ [field.key]: field.message });
        }
      }}
    >
      <FormFields fields={paymentFields} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}
