import { usePageMeta } from '@college/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import { useCanonicalPath } from '../../lib/useCanonicalPath.ts';
import { admissionsMenu, admissionsMeta, admissionsText } from './content.ts';
import { academicYearLabel, admissionsSectionFor } from './academicYear.ts';
import { AdmissionsIndex } from './components/AdmissionsIndex.tsx';
import { CoursesOffered } from './components/CoursesOffered.tsx';
import { FeeStructure } from './components/FeeStructure.tsx';
import './admissions.css';

const sections = { index: AdmissionsIndex, 'fee-structure': FeeStructure, 'courses-offered': CoursesOffered };

/** /admissions, /admissions/fee-structure, /admissions/courses-offered; other sub-paths show the index. */
export default function AdmissionsPage() {
  const section = admissionsSectionFor(useLocation().pathname);
  const meta = admissionsMeta[section](academicYearLabel());
  usePageMeta(meta);
  // any other address under /admissions shows the index: its address is /admissions
  useCanonicalPath(admissionsMenu.find((item) => item.section === section)?.href);
  const Section = sections[section];
  return (
    <main id="main" className="ui-container admissions-page">
      <h1>{meta.heading}</h1>
      <div className="admissions-layout">
        <nav className="admissions-menu" aria-label={admissionsText.menuLabel}>
          <ul>
            {admissionsMenu.map((item) => (
              <li key={item.section}>
                <Link to={item.href} aria-current={item.section === section ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admissions-content">
          <Section />
        </div>
      </div>
      <section className="admissions-tour" aria-labelledby="admissions-tour-title">
        <h2 id="admissions-tour-title">{admissionsText.tour.title}</h2>
        <p>{admissionsText.tour.text}</p>
        <Link className="ui-button" to={admissionsText.tour.href}>
          {admissionsText.tour.label}
        </Link>
      </section>
    </main>
  );
}
