import type { ExamNotice } from '@college/shared-ui/exams';
import { examDataText } from '../content.ts';
import { formatExamDate } from './examFormat.ts';

export function NoticesLoading() {
  return (
    <div aria-busy="true" className="exams-notices exams-notices--loading">
      <p role="status" className="ui-visually-hidden">
        {examDataText.noticesLoading}
      </p>
      <span className="exams-skeleton exams-skeleton--notice" aria-hidden="true" />
    </div>
  );
}

/** Newest first; an important notice stands out in red. */
export function NoticeList({ notices }: { notices: ExamNotice[] }) {
  if (notices.length === 0) return <p className="exams-empty">{examDataText.noticesEmpty}</p>;
  return (
    <ul className="exams-notices">
      {notices.map((notice) => (
        <li key={notice.id} className={notice.important ? 'exams-notice' : 'exams-notice-plain'}>
          <p>{notice.text}</p>
          <time dateTime={notice.publishedOn} className="exams-notice__date">
            {formatExamDate(notice.publishedOn)}
          </time>
        </li>
      ))}
    </ul>
  );
}
