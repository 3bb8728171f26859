import { addCharges, grantConcession, type Payment, voidPayment, type Year } from '@college/shared-ui/portal';
import { useState } from 'react';
import { EntityFormDialog } from '../../components/EntityFormDialog.tsx';
import { TextField } from '../../components/Field.tsx';
import { FormFields } from '../../components/FormFields.tsx';
import { fieldOfBadRequest } from '../../lib/fieldErrors.ts';
import { todayIso } from '../../lib/money.ts';
import {
  type ChargeFormValues,
  chargeFieldNames,
  chargeFields,
  type ConcessionFormValues,
  concessionFieldNames,
  concessionFields,
  emptyCharge,
  emptyConcession,
  toChargeBody,
  toConcessionBody,
  validateCharge,
  validateConcession,
  voidReasonProblem,
} from './officeForms.ts';

/** A fine, lab fee or other charge: to the one student given, else to every current student of the year chosen. */
export function AddChargeDialog({
  studentId,
  title,
  onClose,
  onAdded,
}: {
  studentId?: number;
  title: string;
  onClose: () => void;
  onAdded: (created: number) => void;
}) {
  const toYear = studentId === undefined;
  const [values, setValues] = useState(() => emptyCharge(todayIso()));
  const [errors, setErrors] = useState<Partial<Record<keyof ChargeFormValues, string>>>({});
  return (
    <EntityFormDialog
      open
      title={title}
      submitLabel="Add charge"
      onClose={onClose}
      validate={() => {
        const found = validateCharge(values, toYear);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        try {
          const target = studentId === undefined ? { year: values.year as Year } : { studentId };
          onAdded((await addCharges(toChargeBody(values, target))).created);
        } catch (failure) {
          const field = fieldOfBadRequest(failure, chargeFieldNames);
          if (!field) throw failure;
          setErrors({ [field.key]: field.message });
        }
      }}
    >
      <FormFields fields={chargeFields(toYear)} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}

/** A concession or scholarship waiver on one charge, by amount or percentage, with its reason. */
export function ConcessionDialog({
  chargeId,
  chargeName,
  onClose,
  onGranted,
}: {
  chargeId: number;
  chargeName: string;
  onClose: () => void;
  onGranted: (amount: number) => void;
}) {
  const [values, setValues] = useState(emptyConcession);
  const [errors, setErrors] = useState<Partial<Record<keyof ConcessionFormValues, string>>>({});
  return (
    <EntityFormDialog
      open
      title={`Concession on ${chargeName}`}
      submitLabel="Grant concession"
      onClose={onClose}
      validate={() => {
        const found = validateConcession(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      save={async () => {
        try {
          onGranted((await grantConcession(chargeId, toConcessionBody(values))).amount);
        } catch (failure) {
          const field = fieldOfBadRequest(failure, concessionFieldNames);
          if (!field) throw failure;
          setErrors({ [field.key]: field.message });
        }
      }}
    >
      <FormFields fields={concessionFields} values={values} errors={errors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
    </EntityFormDialog>
  );
}

/** Voids a payment: it then counts for nothing, its receipt says so, and the dues come back. */
export function VoidPaymentDialog({ payment, onClose, onVoided }: { payment: Payment; onClose: () => void; onVoided: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <EntityFormDialog
      open
      title={`Void receipt ${payment.receiptNumber}`}
      submitLabel="Void payment"
      onClose={onClose}
      validate={() => {
        const problem = voidReasonProblem(reason);
        setError(problem);
        return !problem;
      }}
      save={async () => {
        try {
          await voidPayment(payment.id, reason.trim());
          onVoided();
        } catch (failure) {
          const field = fieldOfBadRequest(failure, [{ key: 'reason', label: 'Reason' }]);
          if (!field) throw failure;
          setError(field.message);
        }
      }}
    >
      <p>The payment stays on record, marked void; the amount is owed again.</p>
      <div className="admin-form-grid">
        <TextField label="Reason" name="reason" required value={reason} error={error} onChange={(event) => setReason(event.target.value)} />
      </div>
    </EntityFormDialog>
  );
}
