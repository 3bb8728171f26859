import type { Student } from '@college/shared-ui';
import { fullName } from '@college/shared-ui/portal';
import { profileFields, profilePictureOf } from '../profileFields.ts';
import { ProfilePicture } from './ProfilePicture.tsx';

export function StudentProfileCard({ student }: { student: Student }) {
  const name = fullName(student.firstName, student.lastName);
  return (
    <section className="student-card" aria-labelledby="student-profile-title">
      <ProfilePicture file={profilePictureOf(student)} name={name} />
      <div className="student-card__body">
        <h2 id="student-profile-title">{name}</h2>
        <dl className="student-card__fields">
          {profileFields.map((field) => (
            <div key={field.label} className="student-card__field">
              <dt>{field.label}</dt>
              <dd>{field.value(student)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
