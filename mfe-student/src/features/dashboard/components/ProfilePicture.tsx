import { uploadsUrl } from '@college/shared-ui';
import { useState } from 'react';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** The uploaded picture, or (when there is none or it fails to load) the student's initials. */
export function ProfilePicture({ file, name }: { file: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (file && !failed) {
    // the largest thing the dashboard paints: fetched ahead of the page's other images
    return <img className="student-avatar" src={uploadsUrl(file)} alt={name} width={128} height={128} fetchPriority="high" onError={() => setFailed(true)} />;
  }
  return (
    <svg className="student-avatar" role="img" aria-label={`${name} (initials)`} width={128} height={128} viewBox="0 0 128 128">
      <circle cx="64" cy="64" r="64" fill="#0b4f8a" />
      <text x="64" y="64" dy="0.35em" textAnchor="middle" fontSize="44" fontFamily="Georgia, serif" fill="#ffffff">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
