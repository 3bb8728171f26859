import { yearLabel } from '@college/shared-ui/format';
import { getReceipt } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';
import { LoadedView } from '../../components/LoadedView.tsx';
import { formatDate, formatRupees } from '../../lib/money.ts';
import { feesPaths } from './feesPaths.ts';
import { paymentModeLabels } from './paymentForm.ts';
import './receipt.css';

/** A payment's receipt; printed, the page shows the receipt alone (receipt.css). */
export function ReceiptPage({ paymentId }: { paymentId: number }) {
  const query = useQuery({ queryKey: ['receipt', paymentId], queryFn: () => getReceipt(paymentId) });
  return (
    <LoadedView query={query} loading="Loading receipt...">
      {({ payment, student, college, balanceAfter }) => (
        <div className="fees-receipt-page">
          <div className="fees-receipt-tools">
            <Link to={feesPaths.student(student.id)}>Back to the student's fees</Link>
            <button type="button" className="ui-button" onClick={() => window.print()}>
              Print
            </button>
          </div>
          <article className="fees-receipt" aria-labelledby="receipt-heading">
            <header>
              <p className="fees-receipt__college">{college.name}</p>
              <p className="records-muted">{college.address}</p>
              <h1 id="receipt-heading">
                Fee receipt {payment.receiptNumber}
                {payment.voided ? ' (void)' : ''}
              </h1>
            </header>
            {payment.voided ? (
              <p className="fees-void-banner">
                Void: this payment was voided on {formatDate(payment.voided.at)} by {payment.voided.by}. Reason: {payment.voided.reason}
              </p>
            ) : null}
            <dl className="fees-receipt__lines">
              <dt>Received from</dt>
              <dd>
                {student.firstName} {student.lastName}
              </dd>
              <dt>Enrollment number</dt>
              <dd>{student.enrollmentNumber ?? '-'}</dd>
              <dt>Year</dt>
              <dd>{yearLabel(student.year)}</dd>
              <dt>Date</dt>
              <dd>{formatDate(payment.paidOn)}</dd>
              <dt>Amount</dt>
              <dd className="fees-receipt__amount">{formatRupees(payment.amount)}</dd>
              <dt>Mode</dt>
              <dd>{paymentModeLabels[payment.mode] ?? payment.mode}</dd>
              {payment.note ? (
                <>
                  <dt>Note</dt>
                  <dd>{payment.note}</dd>
                </>
              ) : null}
              <dt>Balance after this payment</dt>
              <dd>{formatRupees(balanceAfter)}</dd>
              <dt>Recorded by</dt>
              <dd>{payment.recordedBy}</dd>
            </dl>
          </article>
        </div>
      )}
    </LoadedView>
  );
}
