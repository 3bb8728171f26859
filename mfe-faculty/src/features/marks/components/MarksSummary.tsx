import { fullName, type ClassStudent } from '@college/shared-ui/portal';
import { cellIdOf } from './MarksGrid.tsx';

/** The cells that stop the save, each a button that takes focus to it. */
export function MarksSummary({ problems }: { problems: { student: ClassStudent; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="marks-summary" role="alert">
      <h3 className="marks-summary__title">{problems.length === 1 ? '1 mark needs correcting' : `${problems.length} marks need correcting`} before saving</h3>
      <ul>
        {problems.map(({ student, message }) => (
          <li key={student.id}>
            <button type="button" className="marks-summary__link" onClick={() => document.getElementById(cellIdOf(student.id, 'marks'))?.focus()}>
              {fullName(student.firstName, student.lastName)}: {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
