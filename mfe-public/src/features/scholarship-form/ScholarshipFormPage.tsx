import { usePageMeta } from '@college/shared-ui';
import { scholarshipText } from './content.ts';
import { ScholarshipForm } from './components/ScholarshipForm.tsx';
import './scholarship.css';

export default function ScholarshipFormPage() {
  usePageMeta(scholarshipText.meta);
  return (
    <main id="main" className="ui-container scholarship-page">
      <h1>{scholarshipText.heading}</h1>
      <p>{scholarshipText.intro}</p>
      <ScholarshipForm />
    </main>
  );
}
