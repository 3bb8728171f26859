import { usePageMeta, useSiteOrigin } from '@college/shared-ui';
import { findCourse } from '@college/shared-ui/content';
import { Link, useParams } from 'react-router-dom';
import { courseImages } from '../../lib/courseImages.ts';
import { courseDetailText } from './content.ts';
import { bptProgramJsonLd, bptProgrammeFacts, courseJsonLd } from '../../lib/jsonld.ts';
import { JsonLd } from '../../lib/JsonLd.tsx';
import { CourseSlider } from './components/CourseSlider.tsx';
import './courses.css';

/** /service-details/{id}: the course from the built-in list, or 'Course not found' (for any other address under it too). */
export default function CourseDetailPage() {
  const id = useParams()['*']?.replace(/\/+$/, '');
  const course = findCourse(id);
  const siteOrigin = useSiteOrigin();
  usePageMeta(course ? courseDetailText.meta(course.title, course.description) : { ...courseDetailText.notFoundMeta, robots: 'noindex, nofollow' });
  if (!course) {
    return (
      <main id="main" className="ui-container courses-page">
        <h1>{courseDetailText.notFound}</h1>
        <Link className="ui-button" to={courseDetailText.allCourses.href}>
          {courseDetailText.allCourses.label}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="ui-container courses-page course-detail">
      <JsonLd data={courseJsonLd(siteOrigin, course)} />
      {bptProgrammeFacts.path === `/service-details/${course.id}` ? <JsonLd data={bptProgramJsonLd(siteOrigin)} /> : null}
      <h1>{course.title}</h1>
      <CourseSlider key={course.id} images={courseImages[course.id]} />
      <p className="course-detail__description">{course.description}</p>
      <div className="course-detail__lists">
        <section aria-labelledby="course-descriptions-title">
          <h2 id="course-descriptions-title">{courseDetailText.descriptions}</h2>
          <ul>
            {course.descriptions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="course-advantages-title">
          <h2 id="course-advantages-title">{courseDetailText.advantages}</h2>
          <ul>
            {course.advantage.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <Link className="ui-button" to={courseDetailText.enroll.href}>
        {courseDetailText.enroll.label}
      </Link>
    </main>
  );
}
