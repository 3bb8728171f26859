import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { type ExamTab, examTabInfo, examTabs } from '../content.ts';

interface Props {
  selected: ExamTab;
  onSelect: (tab: ExamTab) => void;
}

export const tabId = (tab: ExamTab) => `exams-tab-${tab}`;
export const panelId = (tab: ExamTab) => `exams-panel-${tab}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. Each tab is a link to its
 * own address, so a tab clicked before the page is live (or without JavaScript) still opens it.
 */
export function ExamTabs({ selected, onSelect }: Props) {
  const refs = useRef(new Map<ExamTab, HTMLAnchorElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has focus: a navigation renders in a transition, so a quick second key may come
    // before `selected` follows the first one.
    const focused = examTabs.find((tab) => refs.current.get(tab) === event.target);
    const index = examTabs.indexOf(focused ?? selected);
    const last = examTabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = examTabs[next]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div role="tablist" aria-label="Exam information" className="exams-tabs" onKeyDown={move}>
      {examTabs.map((tab) => (
        <Link
          key={tab}
          to={`/exams/${tab}`}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
          }}
          id={tabId(tab)}
          role="tab"
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className="exams-tabs__tab"
        >
          {examTabInfo[tab].label}
        </Link>
      ))}
    </div>
  );
}
