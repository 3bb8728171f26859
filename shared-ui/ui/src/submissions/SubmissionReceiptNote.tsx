import { Link } from 'react-router-dom';
import type { SubmissionReceipt } from '../api/submissions.ts';
import { statusPagePath, submissionTexts } from './texts.ts';

/** What the visitor keeps after sending: the reference number, what happens next and where to check. */
export function SubmissionReceiptNote({ receipt, lead }: { receipt: SubmissionReceipt; lead?: string }) {
  return (
    <div className="submission-receipt">
      {lead ? <p className="submission-receipt__lead">{lead}</p> : null}
      <p>
        {submissionTexts.referenceLabel}: <strong className="submission-receipt__reference">{receipt.reference}</strong>
      </p>
      <p>{receipt.nextSteps}</p>
      <p className="submission-receipt__hint">{submissionTexts.keepReference}</p>
      <p>
        <Link to={statusPagePath}>{submissionTexts.checkStatus}</Link>
      </p>
    </div>
  );
}
