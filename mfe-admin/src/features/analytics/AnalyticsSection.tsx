import { yearLabel } from '@college/shared-ui/format';
import { type AnalyticsOverview, getAnalyticsOverview, listResultAnalytics, type SubjectAnalytics, YEARS } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import '../../components/records.css';
import { formatRupees } from '../../lib/money.ts';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import './analytics.css';
import { BarsFigure } from './BarsFigure.tsx';

const percent = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);
const percentText = (value: number | null) => (value === null ? 'no results' : `${value.toFixed(1)}%`);

function Enrolment({ rows }: { rows: AnalyticsOverview['enrolment'] }) {
  const most = Math.max(1, ...rows.map((row) => row.total));
  return (
    <BarsFigure
      id="analytics-enrolment"
      title="Enrolment per year of study"
      summary={`Students per year of study. ${rows.map((row) => `${yearLabel(row.year)}: ${row.total}`).join(', ')}.`}
      bars={rows.map((row) => ({ key: row.year, label: yearLabel(row.year).replace(' Year', ''), share: row.total / most, valueText: String(row.total) }))}
      table={
        <table className="records-table">
          <caption className="ui-visually-hidden">Enrolment per year of study</caption>
          <thead>
            <tr>
              <th scope="col">Year of study</th>
              <th scope="col">Convener quota</th>
              <th scope="col">Management quota</th>
              <th scope="col">Students</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{yearLabel(row.year)}</th>
                <td>{row.convener}</td>
                <td>{row.management}</td>
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Every subject's published results of the academic year, added up per year of study. */
function passRates(subjects: SubjectAnalytics[]) {
  return YEARS.map((year) => {
    const own = subjects.filter((row) => row.subject.year === year);
    const results = own.reduce((sum, row) => sum + row.students, 0);
    const passed = own.reduce((sum, row) => sum + row.passed, 0);
    return { year, subjects: own.length, results, passed, rate: percent(passed, results) };
  });
}

function PassRates({ subjects, academicYear }: { subjects: SubjectAnalytics[]; academicYear: string }) {
  const rows = passRates(subjects);
  return (
    <BarsFigure
      id="analytics-pass"
      title={`Pass rate per year of study, ${academicYear}`}
      summary={`Pass rate per year of study in ${academicYear}. ${rows.map((row) => `${yearLabel(row.year)}: ${percentText(row.rate)}`).join(', ')}.`}
      bars={rows.map((row) => ({
        key: row.year,
        label: yearLabel(row.year).replace(' Year', ''),
        share: (row.rate ?? 0) / 100,
        valueText: row.rate === null ? '-' : `${Math.round(row.rate)}%`,
      }))}
      table={
        <table className="records-table">
          <caption className="ui-visually-hidden">Pass rate per year of study</caption>
          <thead>
            <tr>
              <th scope="col">Year of study</th>
              <th scope="col">Subjects</th>
              <th scope="col">Subject results</th>
              <th scope="col">Passed</th>
              <th scope="col">Pass rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{yearLabel(row.year)}</th>
                <td>{row.subjects}</td>
                <td>{row.results}</td>
                <td>{row.passed}</td>
                <td>{percentText(row.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function Attendance({ data }: { data: AnalyticsOverview['attendance'] }) {
  const rate = (row: AnalyticsOverview['attendance']['years'][number]) => percent(row.attended, row.held);
  const text = (value: number | null) => (value === null ? 'not taken' : `${value.toFixed(1)}%`);
  return (
    <BarsFigure
      id="analytics-attendance"
      title={`Attendance per year of study, ${data.academicYear}`}
      summary={`Share of the classes attended in ${data.academicYear}. ${data.years.map((row) => `${yearLabel(row.year)}: ${text(rate(row))}`).join(', ')}.`}
      bars={data.years.map((row) => {
        const value = rate(row);
        return {
          key: row.year,
          label: yearLabel(row.year).replace(' Year', ''),
          share: (value ?? 0) / 100,
          valueText: value === null ? '-' : `${Math.round(value)}%`,
        };
      })}
      table={
        <table className="records-table">
          <caption className="ui-visually-hidden">Attendance per year of study</caption>
          <thead>
            <tr>
              <th scope="col">Year of study</th>
              <th scope="col">Students</th>
              <th scope="col">Attendances marked</th>
              <th scope="col">Present</th>
              <th scope="col">Attendance</th>
              <th scope="col">Under {data.threshold}%</th>
            </tr>
          </thead>
          <tbody>
            {data.years.map((row) => (
              <tr key={row.year}>
                <th scope="row">{yearLabel(row.year)}</th>
                <td>{row.students}</td>
                <td>{row.held}</td>
                <td>{row.attended}</td>
                <td>{text(rate(row))}</td>
                <td>{row.belowThreshold}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function FeeCollection({ rows }: { rows: AnalyticsOverview['fees'] }) {
  if (rows.length === 0) return <p>No fees charged yet.</p>;
  return (
    <BarsFigure
      id="analytics-fees"
      title="Fee collection per academic year"
      summary={`Share of the fees charged that is paid. ${rows.map((row) => `${row.academicYear}: ${percentText(percent(row.paid, row.charged))}`).join(', ')}.`}
      bars={rows.map((row) => {
        const rate = percent(row.paid, row.charged);
        return { key: row.academicYear, label: row.academicYear, share: (rate ?? 0) / 100, valueText: rate === null ? '-' : `${Math.round(rate)}%` };
      })}
      table={
        <table className="records-table">
          <caption className="ui-visually-hidden">Fee collection per academic year</caption>
          <thead>
            <tr>
              <th scope="col">Academic year</th>
              <th scope="col">Charged</th>
              <th scope="col">Collected</th>
              <th scope="col">Due</th>
              <th scope="col">Overdue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.academicYear}>
                <th scope="row">{row.academicYear}</th>
                <td>{formatRupees(row.charged)}</td>
                <td>{formatRupees(row.paid)}</td>
                <td>{formatRupees(row.due)}</td>
                <td>{formatRupees(row.overdue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** The college in figures: enrolment, attendance, pass rates of published results and fee collection, as charts with tables. */
export default function AnalyticsSection() {
  const overview = useQuery({ queryKey: ['analytics-overview'], queryFn: getAnalyticsOverview });
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const results = useQuery({
    queryKey: ['result-analytics', academicYear, 'all'],
    queryFn: () => listResultAnalytics({ academicYear: academicYear ?? undefined }),
    enabled: academicYear !== null,
  });
  return (
    <section aria-labelledby="analytics-heading">
      <h1 id="analytics-heading">Analytics</h1>
      <LoadedView query={overview} loading="Loading enrolment, attendance and fees...">
        {(data) => (
          <>
            <h2>Enrolment</h2>
            <Enrolment rows={data.enrolment} />
            <h2>Attendance</h2>
            <p>Over all subjects, before any shortage is condoned.</p>
            <Attendance data={data.attendance} />
            <h2>Fee collection</h2>
            <FeeCollection rows={data.fees} />
          </>
        )}
      </LoadedView>
      <h2>Pass rates</h2>
      <p>Published results only; each subject result of a student counts once.</p>
      <div className="records-filters">
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
      </div>
      <LoadedView query={results} loading="Loading pass rates...">
        {(subjects) => <PassRates subjects={subjects} academicYear={academicYear ?? ''} />}
      </LoadedView>
    </section>
  );
}
