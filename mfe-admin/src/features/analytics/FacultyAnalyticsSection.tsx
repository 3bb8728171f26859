import { yearLabel, yearOptions } from '@college/shared-ui/format';
import { GradeDistributionChart, listResultAnalytics, type Year, YEARS } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { SelectField } from '../../components/Field.tsx';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import '../../components/records.css';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import './analytics.css';
import { PassRateChart } from './PassRateChart.tsx';

/** Pass rate and grade distribution of every subject of one year of study, from published marks. */
export default function FacultyAnalyticsSection() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const [year, setYear] = useState<Year>('FIRST');
  const query = useQuery({
    queryKey: ['result-analytics', academicYear, year],
    queryFn: () => listResultAnalytics({ academicYear: academicYear ?? undefined, year }),
    enabled: academicYear !== null,
  });
  return (
    <section aria-labelledby="faculty-analytics-heading">
      <h1 id="faculty-analytics-heading">Faculty Analytics</h1>
      <p>Results of published marks only.</p>
      <div className="records-filters">
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
        <SelectField label="Year of study" value={year} options={yearOptions(YEARS)} onChange={(event) => setYear(event.target.value as Year)} />
      </div>
      <LoadedView query={query} loading="Loading analytics...">
        {(rows) =>
          rows.length === 0 ? (
            <p>
              No subjects of {yearLabel(year)} in {academicYear}.
            </p>
          ) : (
            <>
              <PassRateChart rows={rows} />
              <h2>Grade distribution</h2>
              <ul className="records-cards">
                {rows.map((row) => (
                  <li key={row.subject.id} className="records-card">
                    <GradeDistributionChart distribution={row.distribution} title={`${row.subject.code} ${row.subject.name}: students per grade`} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </LoadedView>
    </section>
  );
}
