import { usePageMeta } from '@college/shared-ui';
import { useNavigate, useParams } from 'react-router-dom';
import { Redirect } from '../../lib/publicRoute.ts';
import { defaultExamTab, type ExamTab, examsFaq, examTabInfo, examTabs } from './content.ts';
import { ExamPanelContent } from './components/ExamPanels.tsx';
import { ExamsFaq } from './components/ExamsFaq.tsx';
import { ExamTabs, panelId, tabId } from './components/ExamTabs.tsx';
import './exams.css';

const isExamTab = (value: string): value is ExamTab => (examTabs as readonly string[]).includes(value);

/** /exams/{tab}; any other address under /exams goes to the schedule at /exams. */
export default function ExamsPage() {
  // the whole rest of the address: /exams/results/x is no tab either (the composed page for it agrees)
  const tabParam = useParams()['*']?.replace(/\/+$/, '') || undefined;
  const navigate = useNavigate();
  const tab: ExamTab = tabParam && isExamTab(tabParam) ? tabParam : defaultExamTab;
  const info = examTabInfo[tab];
  usePageMeta({ title: info.title, description: info.description });

  if (tabParam && !isExamTab(tabParam)) return <Redirect to="/exams" />;

  return (
    <main id="main" className="ui-container exams-page">
      <h1>Examinations</h1>
      <p>Everything about BPT examinations: the timetable, results, study resources and notices.</p>
      <ExamTabs selected={tab} onSelect={(next) => navigate(`/exams/${next}`)} />
      <section id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} className="exams-panel">
        <h2>{info.label}</h2>
        <ExamPanelContent tab={tab} />
      </section>
      <ExamsFaq items={examsFaq} />
    </main>
  );
}
