import { courses } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import { admissionsText } from '../content.ts';

export function CoursesOffered() {
  const text = admissionsText.coursesOffered;
  return (
    <>
      <p>{text.text}</p>
      <ul className="admissions-courses">
        {courses.map((course) => (
          <li key={course.id}>
            <strong>{course.title}</strong> ({course.duration})
          </li>
        ))}
      </ul>
      <Link className="ui-button" to={text.href}>
        {text.link}
      </Link>
    </>
  );
}
