import { usePageMeta } from '@college/shared-ui';
import { applicationStatusText as text } from './content.ts';
import { StatusCheckForm } from './StatusCheckForm.tsx';
import './applicationStatus.css';

export default function ApplicationStatusPage() {
  usePageMeta(text.meta);
  return (
    <main id="main" className="ui-container application-status-page">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <StatusCheckForm />
    </main>
  );
}
