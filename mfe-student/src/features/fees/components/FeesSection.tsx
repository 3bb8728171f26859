import { Spinner, usePageMeta } from '@college/shared-ui';
import { type Charge, type Column, DataTable, formatDate, formatRupees, getStudentFees, type Payment, type StudentFees } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';
import { sectionMeta, studentPaths } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { chargeStatusText, paymentModeLabel } from '../feeTexts.ts';
import '../fees.css';

const chargeColumns: Column<Charge>[] = [
  { key: 'description', header: 'Charge', render: (c) => c.description },
  { key: 'academicYear', header: 'Academic year', render: (c) => c.academicYear },
  { key: 'amount', header: 'Amount', render: (c) => formatRupees(c.amount) },
  { key: 'waived', header: 'Concession', render: (c) => (c.waived > 0 ? `${formatRupees(c.waived)} (${c.concessions.map((x) => x.reason).join('; ')})` : '-') },
  { key: 'paid', header: 'Paid', render: (c) => formatRupees(c.paid) },
  { key: 'due', header: 'Due', render: (c) => formatRupees(c.due) },
  { key: 'dueDate', header: 'Due date', render: (c) => formatDate(c.dueDate) },
  {
    key: 'status',
    header: 'Status',
    render: (c) => (
      <span className={`fee-status fee-status--${c.overdue ? 'overdue' : c.status}`}>
        {c.overdue ? <span aria-hidden="true">⚠ </span> : null}
        {chargeStatusText(c)}
      </span>
    ),
  },
];

function paymentColumns(studentId: number): Column<Payment>[] {
  return [
    { key: 'paidOn', header: 'Paid on', render: (p) => formatDate(p.paidOn) },
    { key: 'receipt', header: 'Receipt number', render: (p) => p.receiptNumber },
    { key: 'amount', header: 'Amount', render: (p) => formatRupees(p.amount) },
    { key: 'mode', header: 'Mode', render: (p) => paymentModeLabel(p.mode) },
    { key: 'voided', header: 'Status', render: (p) => (p.voided ? `Void: ${p.voided.reason}` : 'Received') },
    {
      key: 'actions',
      header: 'Receipt',
      render: (p) => (
        <Link to={studentPaths.receipt(studentId, p.id)} aria-label={`Print receipt ${p.receiptNumber}`}>
          Print receipt
        </Link>
      ),
    },
  ];
}

function FeeTotals({ totals }: { totals: StudentFees['totals'] }) {
  return (
    <dl className="fee-totals">
      <div>
        <dt>Charged</dt>
        <dd>{formatRupees(totals.charged)}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatRupees(totals.paid)}</dd>
      </div>
      <div className="fee-totals__due">
        <dt>Amount due</dt>
        <dd>{formatRupees(totals.due)}</dd>
      </div>
      {totals.waived > 0 ? (
        <div>
          <dt>Concessions</dt>
          <dd>{formatRupees(totals.waived)}</dd>
        </div>
      ) : null}
      {totals.overdue > 0 ? (
        <div className="fee-totals__overdue">
          <dt>Overdue</dt>
          <dd>{formatRupees(totals.overdue)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Every charge with what is paid and due, every payment with its receipt, and the totals. */
export default function FeesSection() {
  usePageMeta(sectionMeta('Fees'));
  const studentId = useStudentId();
  const loaded = loadedOf(useQuery({ queryKey: ['student-fees', studentId], queryFn: () => getStudentFees(studentId) }));
  return (
    <section className="student-section" aria-labelledby="student-fees-title">
      <h2 id="student-fees-title">Fees</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading your fees..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your fees could not be loaded: {loaded.message}</p> : null}
      {loaded.status === 'ready' ? (
        <>
          <FeeTotals totals={loaded.data.totals} />
          <h3>Charges</h3>
          <DataTable caption="Charges" columns={chargeColumns} rows={loaded.data.charges} rowKey={(c) => c.id} emptyMessage="No fees charged yet." />
          <h3>Payments</h3>
          <DataTable
            caption="Payments"
            columns={paymentColumns(studentId)}
            rows={loaded.data.payments}
            rowKey={(p) => p.id}
            emptyMessage="No payments recorded yet."
          />
        </>
      ) : null}
    </section>
  );
}
