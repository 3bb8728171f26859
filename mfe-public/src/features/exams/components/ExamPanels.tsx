import { listExamNotices, listExamTimetable } from '@college/shared-ui/exams';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { examDataText, type ExamTab, examResultsText } from '../content.ts';
import { examResources } from '../../../lib/examResources.ts';
import { type ListState, usePublicList } from '../../../lib/usePublicList.ts';
import { NoticeList, NoticesLoading } from './NoticeList.tsx';
import { ResourcesList } from './ResourcesList.tsx';
import { ScheduleLoading, ScheduleTable } from './ScheduleTable.tsx';

// Both lists are asked for once the page runs in the browser (an effect), never at build time: the
// prerendered page and its hydration show the loading state, so no timetable is ever baked into the HTML.
const loadUpcoming = (signal: AbortSignal) => listExamTimetable({ upcoming: true }, signal);
const loadNotices = (signal: AbortSignal) => listExamNotices(signal);

function ListPanel<T>({
  list,
  loading,
  error,
  children,
}: {
  list: { state: ListState<T>; retry: () => void };
  loading: ReactNode;
  error: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.state.status === 'loading') return loading;
  if (list.state.status === 'error') {
    return (
      <div role="alert" className="exams-error">
        <p>{error}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={list.retry}>
          {examDataText.retry}
        </button>
      </div>
    );
  }
  return children(list.state.items);
}

function SchedulePanel() {
  const list = usePublicList(loadUpcoming);
  return (
    <ListPanel list={list} loading={<ScheduleLoading />} error={examDataText.scheduleError}>
      {(slots) => <ScheduleTable entries={slots} />}
    </ListPanel>
  );
}

function NoticesPanel() {
  const list = usePublicList(loadNotices);
  return (
    <ListPanel list={list} loading={<NoticesLoading />} error={examDataText.noticesError}>
      {(notices) => <NoticeList notices={notices} />}
    </ListPanel>
  );
}

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

export function ExamPanelContent({ tab }: { tab: ExamTab }) {
  switch (tab) {
    case 'results':
      return <ResultsPanel />;
    case 'resources':
      return <ResourcesList resources={examResources} />;
    case 'notices':
      return <NoticesPanel />;
    default:
      return <SchedulePanel />;
  }
}
