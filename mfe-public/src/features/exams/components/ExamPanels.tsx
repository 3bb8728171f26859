import { Link } from 'react-router-dom';
import { type ExamTab, examNotice, examResultsText, examSchedule } from '../../../content/part2/exams.ts';
import { examResources } from '../../../content/part2/resources.ts';
import { ResourcesList } from './ResourcesList.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';

function ResultsPanel() {
  return (
    <>
      <p>{examResultsText}</p>
      <Link className="ui-button" to="/student-login">
        Download Results
      </Link>
    </>
  );
}

function NoticesPanel() {
  return <p className="exams-notice">{examNotice}</p>;
}

export function ExamPanelContent({ tab }: { tab: ExamTab }) {
  switch (tab) {
    case 'results':
      return <ResultsPanel />;
    case 'resources':
      return <ResourcesList resources={examResources} />;
    case 'notices':
      return <NoticesPanel />;
    default:
      return <ScheduleTable entries={examSchedule} />;
  }
}
