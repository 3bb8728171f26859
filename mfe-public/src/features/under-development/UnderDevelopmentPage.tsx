import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';
import { underDevelopmentText } from './content.ts';
import './under-development.css';

/** Animated under-construction page (gears turn; still under reduced motion). */
export default function UnderDevelopmentPage() {
  usePageMeta(underDevelopmentText.meta);
  return (
    <main id="main" className="ui-container under-dev">
      <svg className="under-dev__art" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
        <g className="under-dev__gear under-dev__gear--big">
          <circle cx="90" cy="80" r="42" fill="#0b4f8a" />
          <circle cx="90" cy="80" r="16" fill="#ffffff" />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <rect key={angle} x="82" y="26" width="16" height="20" rx="3" fill="#0b4f8a" transform={`rotate(${angle} 90 80)`} />
          ))}
        </g>
        <g className="under-dev__gear under-dev__gear--small">
          <circle cx="165" cy="62" r="24" fill="#f2a900" />
          <circle cx="165" cy="62" r="9" fill="#ffffff" />
          {[0, 60, 120, 180, 240, 300].map((angle) => (
            <rect key={angle} x="159" y="30" width="12" height="14" rx="2" fill="#f2a900" transform={`rotate(${angle} 165 62)`} />
          ))}
        </g>
        <rect x="20" y="140" width="200" height="10" rx="5" fill="#1b9aaa" />
      </svg>
      <h1>{underDevelopmentText.title}</h1>
      <p>{underDevelopmentText.text}</p>
      <Link className="ui-button" to={underDevelopmentText.back.href}>
        {underDevelopmentText.back.label}
      </Link>
    </main>
  );
}
