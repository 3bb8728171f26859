import { yearLabel } from '@college/shared-ui/format';
import { getStudentFees, type Payment, type StudentFees } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { formatDate, formatRupees } from '../../lib/money.ts';
import { feesPaths } from './feesPaths.ts';
import { paymentModeLabels } from './paymentForm.ts';
import { AddChargeDialog, ConcessionDialog, VoidPaymentDialog } from './OfficeDialogs.tsx';
import { chargeKindLabels, concessionKindLabels } from './officeForms.ts';
import { RecordPaymentDialog } from './RecordPaymentDialog.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';

const statusLabels = { paid: 'Paid', partial: 'Partly paid', pending: 'Pending' } as const;

function Totals({ totals }: { totals: StudentFees['totals'] }) {
  return (
    <dl className="records-summary">
      <div>
        <dt>Charged</dt>
        <dd>{formatRupees(totals.charged)}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatRupees(totals.paid)}</dd>
      </div>
      <div>
        <dt>Due</dt>
        <dd>{formatRupees(totals.due)}</dd>
      </div>
      <div>
        <dt>Overdue</dt>
        <dd>{formatRupees(totals.overdue)}</dd>
      </div>
      <div>
        <dt>Concessions</dt>
        <dd>{formatRupees(totals.waived)}</dd>
      </div>
    </dl>
  );
}

type Charge = StudentFees['charges'][number];

function ChargesTable({ charges, onConcession }: { charges: StudentFees['charges']; onConcession: (charge: Charge) => void }) {
  if (charges.length === 0) return <p>No charges yet.</p>;
  return (
    <ScrollBox label="Charges">
      <table className="records-table">
        <caption className="ui-visually-hidden">Charges</caption>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Amount</th>
            <th scope="col">Waived</th>
            <th scope="col">Paid</th>
            <th scope="col">Due</th>
            <th scope="col">Due date</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="ui-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {charges.map((charge) => (
            <tr key={charge.id}>
              <td>
                {charge.description}
                <span className="records-muted">
                  {' '}
                  ({chargeKindLabels[charge.kind] ?? charge.kind}, {charge.academicYear}, {yearLabel(charge.yearOfStudy)})
                </span>
                {charge.concessions.length > 0 ? (
                  <ul className="fees-concessions">
                    {charge.concessions.map((concession) => (
                      <li key={concession.id}>
                        {concessionKindLabels[concession.kind]} {formatRupees(concession.amount)}
                        {concession.percent === null ? '' : ` (${concession.percent}%)`}: {concession.reason}
                        <span className="records-muted"> by {concession.grantedBy}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td>{formatRupees(charge.amount)}</td>
              <td>{formatRupees(charge.waived)}</td>
              <td>{formatRupees(charge.paid)}</td>
              <td>{formatRupees(charge.due)}</td>
              <td>{formatDate(charge.dueDate)}</td>
              <td>
                {statusLabels[charge.status]}
                {charge.overdue ? <strong className="fees-overdue"> Overdue</strong> : null}
              </td>
              <td>
                {charge.amount > charge.waived ? (
                  <button type="button" className="ui-button ui-button--secondary" onClick={() => onConcession(charge)}>
                    Concession<span className="ui-visually-hidden"> on {charge.description}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function PaymentsTable({ payments, onVoid }: { payments: StudentFees['payments']; onVoid: (payment: Payment) => void }) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <ScrollBox label="Payments">
      <table className="records-table">
        <caption className="ui-visually-hidden">Payments</caption>
        <thead>
          <tr>
            <th scope="col">Receipt</th>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Mode</th>
            <th scope="col">Note</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>
                <Link to={feesPaths.receipt(payment.id)}>
                  <span className="ui-visually-hidden">Receipt </span>
                  {payment.receiptNumber}
                </Link>
              </td>
              <td>{formatDate(payment.paidOn)}</td>
              <td>{formatRupees(payment.amount)}</td>
              <td>{paymentModeLabels[payment.mode] ?? payment.mode}</td>
              <td>{payment.note ?? ''}</td>
              <td>
                {payment.voided ? (
                  <>
                    <strong className="fees-overdue">Void</strong>
                    <span className="records-muted">
                      {' '}
                      {payment.voided.reason} ({payment.voided.by})
                    </span>
                  </>
                ) : (
                  <button type="button" className="ui-button ui-button--secondary" onClick={() => onVoid(payment)}>
                    Void<span className="ui-visually-hidden"> receipt {payment.receiptNumber}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** One student's charges and payments, and the Record payment dialog. */
export function StudentFeesPage({ studentId }: { studentId: number }) {
  const query = useQuery({ queryKey: ['student-fees', studentId], queryFn: () => getStudentFees(studentId) });
  const queryClient = useQueryClient();
  // a payment, charge, concession or void changes this student's fees, the dues, receipts and the register
  const reload = () => {
    for (const key of ['student-fees', 'dues', 'receipt', 'collection-register']) void queryClient.invalidateQueries({ queryKey: [key] });
  };
  const [recording, setRecording] = useState(false);
  const [charging, setCharging] = useState(false);
  const [conceding, setConceding] = useState<Charge | null>(null);
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="student-fees-heading">
      <p>
        <Link to={feesPaths.dues}>Back to dues</Link>
      </p>
      <LoadedView query={query}>
        {({ student, charges, payments, totals }) => {
          const name = `${student.firstName} ${student.lastName}`;
          return (
            <>
              <div className="admin-heading-row">
                <h1 id="student-fees-heading">Fees of {name}</h1>
                <div className="fees-actions">
                  <button type="button" className="ui-button ui-button--secondary" onClick={() => setCharging(true)}>
                    Add charge
                  </button>
                  <button type="button" className="ui-button" onClick={() => setRecording(true)}>
                    Record payment
                  </button>
                </div>
              </div>
              <p className="records-muted">
                {student.enrollmentNumber ?? 'No enrollment number'} · {yearLabel(student.year)} ·{' '}
                {student.quota === 'management' ? 'Management quota' : 'Convener quota'}
              </p>
              <StatusMessage>{notice}</StatusMessage>
              <Totals totals={totals} />
              <h2>Charges</h2>
              <ChargesTable charges={charges} onConcession={setConceding} />
              <h2>Payments</h2>
              <PaymentsTable payments={payments} onVoid={setVoiding} />
              {recording ? (
                <RecordPaymentDialog
                  studentId={student.id}
                  studentName={name}
                  onClose={() => setRecording(false)}
                  onRecorded={(payment) => {
                    setRecording(false);
                    setNotice(`Payment ${payment.receiptNumber} of ${formatRupees(payment.amount)} recorded.`);
                    reload();
                  }}
                />
              ) : null}
              {charging ? (
                <AddChargeDialog
                  studentId={student.id}
                  title={`Add charge: ${name}`}
                  onClose={() => setCharging(false)}
                  onAdded={() => {
                    setCharging(false);
                    setNotice('Charge added.');
                    reload();
                  }}
                />
              ) : null}
              {conceding ? (
                <ConcessionDialog
                  chargeId={conceding.id}
                  chargeName={conceding.description}
                  onClose={() => setConceding(null)}
                  onGranted={(amount) => {
                    setNotice(`Concession of ${formatRupees(amount)} on ${conceding.description} granted.`);
                    setConceding(null);
                    reload();
                  }}
                />
              ) : null}
              {voiding ? (
                <VoidPaymentDialog
                  payment={voiding}
                  onClose={() => setVoiding(null)}
                  onVoided={() => {
                    setNotice(`Receipt ${voiding.receiptNumber} voided.`);
                    setVoiding(null);
                    reload();
                  }}
                />
              ) : null}
            </>
          );
        }}
      </LoadedView>
    </section>
  );
}
