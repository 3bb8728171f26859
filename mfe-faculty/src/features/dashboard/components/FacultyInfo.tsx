import type { Faculty } from '@college/shared-ui';
import { facultyInfoFields } from '../infoFields.ts';

export function FacultyInfo({ faculty }: { faculty: Faculty }) {
  return (
    <section className="faculty-panel" aria-labelledby="faculty-info-title">
      <h2 id="faculty-info-title">Faculty Information</h2>
      <dl className="faculty-fields">
        {facultyInfoFields.map((field) => (
          <div key={field.label} className="faculty-fields__item">
            <dt>{field.label}</dt>
            <dd>{field.value(faculty)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
