import { usePageMeta } from '@college/shared-ui';
import { courses } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import { coursesPage } from './content.ts';
import { CourseCard } from './components/CourseCard.tsx';
import './courses.css';

export default function CoursesPage() {
  usePageMeta(coursesPage.meta);
  return (
    <main id="main" className="ui-container courses-page">
      <h1>{coursesPage.title}</h1>
      <p className="courses-page__intro">{coursesPage.intro}</p>
      <ul className="courses-list">
        {courses.map((course, index) => (
          <CourseCard key={course.id} course={course} eager={index === 0} />
        ))}
      </ul>
      <p className="courses-page__learn-more">
        {coursesPage.learnMore.text}{' '}
        <Link className="ui-button ui-button--secondary" to={coursesPage.learnMore.href}>
          {coursesPage.learnMore.label}
          {/* the visible text is SPEC's; out of context (link lists, search engines) it says where it goes */}
          <span className="ui-visually-hidden"> {coursesPage.learnMore.labelDetail}</span>
        </Link>
      </p>
      <section aria-labelledby="courses-why-title" className="courses-why">
        <h2 id="courses-why-title">{coursesPage.whyOurCourses.title}</h2>
        <ul>
          {coursesPage.whyOurCourses.items.map((item) => (
            <li key={item.title}>
              <img src={item.icon} alt="" width={56} height={56} loading="lazy" decoding="async" />
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="courses-page__soon">{coursesPage.comingSoon}</p>
    </main>
  );
}
