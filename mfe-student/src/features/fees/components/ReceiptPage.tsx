import { Spinner, usePageMeta } from '@college/shared-ui';
import { formatDate, formatRupees, formatYear, fullName, getReceipt, orNotProvided, type Receipt } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Link, useParams } from 'react-router-dom';
import { studentPaths } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { paymentModeLabel } from '../feeTexts.ts';
import '../receipt.css';

function receiptLines(receipt: Receipt): [string, string][] {
  const { payment, student } = receipt;
  return [
    ['Receipt number', payment.receiptNumber],
    ['Date', formatDate(payment.paidOn)],
    ['Received from', fullName(student.firstName, student.lastName)],
    ['Enrollment number', orNotProvided(student.enrollmentNumber)],
    ['Year', formatYear(student.year)],
    ['Amount', formatRupees(payment.amount)],
    ['Mode', paymentModeLabel(payment.mode)],
    ...(payment.note ? ([['Note', payment.note]] as [string, string][]) : []),
    ['Recorded by', payment.recordedBy],
    ['Balance due after this payment', formatRupees(receipt.balanceAfter)],
  ];
}

/** A fee receipt to print: on paper only the receipt shows (receipt.css), no site chrome. */
export default function ReceiptPage() {
  const studentId = useStudentId();
  const paymentId = Number(useParams().paymentId);
  const loaded = loadedOf(useQuery({ queryKey: ['receipt', paymentId], queryFn: () => getReceipt(paymentId) }));
  const receipt = loaded.status === 'ready' ? loaded.data : null;
  usePageMeta({
    title: `${receipt ? `Receipt ${receipt.payment.receiptNumber}` : 'Receipt'} | Student Dashboard | Physiotherapy College`,
    description: 'A fee receipt to print.',
    robots: 'noindex, nofollow',
  });
  const back = (
    <p className="receipt-tools__back">
      <Link to={studentPaths.fees(studentId)}>Back to fees</Link>
    </p>
  );
  if (loaded.status === 'loading') return <Spinner label="Loading the receipt..." />;
  if (!receipt) {
    return (
      <div className="receipt-tools">
        {back}
        <p role="alert">
          {loaded.status === 'failed' && !loaded.refused ? `The receipt could not be loaded: ${loaded.message}` : 'This receipt is not one of yours.'}
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="receipt-tools">
        {back}
        <button type="button" className="ui-button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt__header">
          <p className="receipt__college">{receipt.college.name}</p>
          <p className="receipt__address">{receipt.college.address}</p>
          <h2 id="receipt-title">Fee receipt{receipt.payment.voided ? ' (void)' : ''}</h2>
        </header>
        {receipt.payment.voided ? (
          <p className="receipt__void">
            Void: this payment was voided on {formatDate(receipt.payment.voided.at)}. Reason: {receipt.payment.voided.reason}
          </p>
        ) : null}
        <dl className="receipt__lines">
          {receiptLines(receipt).map(([label, value]) => (
            <div key={label} className="receipt__line">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="receipt__footnote">This receipt was produced by the college's records system on {formatDate(receipt.payment.recordedAt)}.</p>
      </article>
    </>
  );
}
