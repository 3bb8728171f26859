import { type InboxFile, type InboxStatusChange, type SubmissionDetail, submissionFileUrl } from '@college/shared-ui/portal';
import { fieldLabel, formatReceived, formatSize, statusLabels } from './inboxLabels.ts';

export function SubmissionFields({ fields }: { fields: SubmissionDetail['fields'] }) {
  const entries = Object.entries(fields).filter(([name]) => name !== 'website');
  return (
    <section aria-labelledby="inbox-fields-heading">
      <h3 id="inbox-fields-heading">Form</h3>
      <dl className="inbox-fields">
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>{fieldLabel(name)}</dt>
            <dd>{value === null || value === '' ? 'N/A' : String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Links to the API, which answers each file as an attachment: the browser saves it, it never opens here. */
export function SubmissionFiles({ submissionId, files }: { submissionId: number; files: InboxFile[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="inbox-files-heading">
      <h3 id="inbox-files-heading">Files</h3>
      <ul className="inbox-files">
        {files.map((file) => (
          <li key={file.id}>
            <a href={submissionFileUrl(submissionId, file.id)} download={file.fileName}>
              Download {fieldLabel(file.field)}: {file.fileName}
            </a>{' '}
            ({formatSize(file.size)})
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SubmissionHistory({ history }: { history: InboxStatusChange[] }) {
  return (
    <section aria-labelledby="inbox-history-heading">
      <h3 id="inbox-history-heading">History</h3>
      <ol className="inbox-history">
        {history.map((change) => (
          <li key={`${change.at}-${change.to}`}>
            <time dateTime={change.at}>{formatReceived(change.at)}</time>:{' '}
            {change.from ? `${statusLabels[change.from]} to ${statusLabels[change.to]}` : statusLabels[change.to]} by {change.by}
          </li>
        ))}
      </ol>
    </section>
  );
}
