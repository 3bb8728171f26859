import type { Course } from '@college/shared-ui/content';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { courseImageSize, courseImages } from '../../../lib/courseImages.ts';
import { coursesPage } from '../content.ts';
import { visibleAdvantages } from '../visibleAdvantages.ts';

export function CourseCard({ course, eager }: { course: Course; eager: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const image = courseImages[course.id][0];
  const { items, toggle } = visibleAdvantages(course.advantage, expanded);
  return (
    <li className="courses-card">
      {image && (
        <Link to={course.url} tabIndex={-1} aria-hidden="true">
          <img src={image.src} alt="" {...courseImageSize} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </Link>
      )}
      <div className="courses-card__body">
        <h2 className="courses-card__title">{course.title}</h2>
        <p className="courses-card__duration">
          <strong>{coursesPage.durationLabel}:</strong> {course.duration}
        </p>
        <p>{course.description}</p>
        <Link className="ui-button" to={course.url} aria-label={`${coursesPage.discoverMore}: ${course.title}`}>
          {coursesPage.discoverMore}
        </Link>
        <h3>{coursesPage.whyChoose}</h3>
        <ul id={listId} className="courses-card__advantages">
          {items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {toggle && (
          <button type="button" className="courses-card__toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            {expanded ? coursesPage.showLess : coursesPage.showMore}
          </button>
        )}
      </div>
    </li>
  );
}
