import { courses } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import { courseImageSize, courseImages } from '../../../lib/courseImages.ts';
import { coursesWeOffer } from '../content.ts';

export function CoursesWeOffer() {
  return (
    <section className="home-section ui-container" aria-labelledby="home-courses-title">
      <h2 id="home-courses-title" className="home-section__title">
        {coursesWeOffer.title}
      </h2>
      <ul className="home-courses">
        {courses.map((course) => {
          const image = courseImages[course.id][0];
          return (
            <li key={course.id} className="home-course">
              {image && <img src={image.src} alt="" {...courseImageSize} loading="lazy" decoding="async" />}
              <h3 className="home-course__title">
                <Link to={course.url}>{course.title}</Link>
              </h3>
              <p className="home-course__duration">{course.duration}</p>
            </li>
          );
        })}
      </ul>
      <Link className="ui-button ui-button--secondary" to={coursesWeOffer.viewAll.href}>
        {coursesWeOffer.viewAll.label}
      </Link>
    </section>
  );
}
