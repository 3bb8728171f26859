import { usePageMeta } from '@college/shared-ui';
import { Link, useParams } from 'react-router-dom';
import { findExamResource, resourceAccessNote } from '../../lib/examResources.ts';
import './resources.css';

/** Landing page for the /resources/... links of the exams Resources tab. */
export default function ResourcePage() {
  // a trailing slash names the same resource (the server answers /resources/x/ with the page of /resources/x)
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const resource = findExamResource(slug);
  const title = resource?.resourcesTitle ?? 'Study Resources';
  usePageMeta({
    title: `${title} | Exam Resources | Physiotherapy College`,
    description: resource?.summary ?? 'How BPT students get study resources for their examinations.',
    // an address that names no resource answers 404 with this page: kept out of search engines
    robots: resource ? 'index, follow' : 'noindex, nofollow',
  });
  return (
    <main id="main" className="ui-container resource-page">
      <h1>{title}</h1>
      <p>{resource?.summary ?? 'This study resource is not published on the public website.'}</p>
      <p className="resource-page__note">{resourceAccessNote}</p>
      <div className="resource-page__actions">
        <Link className="ui-button" to="/exams/resources">
          Back to Exam Resources
        </Link>
        <Link className="ui-button ui-button--secondary" to="/student-login">
          Student Login
        </Link>
      </div>
    </main>
  );
}
