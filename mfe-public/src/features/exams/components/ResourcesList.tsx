import { Link } from 'react-router-dom';
import type { ExamResource } from '../../../lib/examResources.ts';

export function ResourcesList({ resources }: { resources: ExamResource[] }) {
  if (resources.length === 0) return <p className="exams-empty">No resources available.</p>;
  return (
    <ul className="exams-resources">
      {resources.map((resource) => (
        <li key={resource.slug}>
          <Link to={resource.resourcesLink} target="_blank" rel="noopener noreferrer">
            {resource.resourcesTitle}
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
