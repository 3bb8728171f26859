import { Dialog } from '@college/shared-ui';
import { yearLabel, yearOptions } from '@college/shared-ui/format';
import { TIMETABLE_LIMITS } from '@college/contract/limits';
import { condoneShortage, listShortages, Pagination, type ShortageRow, type Shortages, shortagesCsvUrl, type Year, YEARS } from '@college/shared-ui/portal';
import { keepPreviousData, useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { SelectField } from '../../components/Field.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import '../../components/records.css';
import './shortages.css';

const studentName = (row: ShortageRow) => `${row.student.firstName} ${row.student.lastName}`;

function CondoneDialog({
  row,
  academicYear,
  onClose,
  onDone,
}: {
  row: ShortageRow;
  academicYear: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await condoneShortage({ studentId: row.student.id, subjectId: row.subject.id, academicYear, reason: reason.trim() });
      onDone(`Shortage of ${studentName(row)} in ${row.subject.code} condoned.`);
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open title={`Condone ${studentName(row)}, ${row.subject.code}`} onClose={onClose}>
      <form onSubmit={submit} className="shortage-condone">
        <p>
          {row.attended} of {row.held} classes attended ({row.percentage}%).
        </p>
        <label>
          Reason
          <textarea required maxLength={TIMETABLE_LIMITS.reason} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <ErrorMessage>{error}</ErrorMessage>
        <div className="admin-actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="ui-button" disabled={busy || !reason.trim()}>
            Condone
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ShortageTable({ list, onCondone }: { list: Shortages; onCondone: (row: ShortageRow) => void }) {
  if (list.total === 0) return <p>No student is below {list.threshold}% here.</p>;
  return (
    <ScrollBox label="Attendance shortages">
      <table className="records-table shortage-table">
        <caption>
          Below {list.threshold}% in {list.academicYear}
        </caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Subject</th>
            <th scope="col">Attended</th>
            <th scope="col">Attendance</th>
            <th scope="col">Condonation</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={`${row.student.id}-${row.subject.id}`}>
              <td>
                {studentName(row)}
                <br />
                <small>
                  {row.student.enrollmentNumber}, {yearLabel(row.student.year)}
                </small>
              </td>
              <td>
                {row.subject.code} {row.subject.name}
              </td>
              <td>
                {row.attended} of {row.held}
              </td>
              <td>{row.percentage}%</td>
              <td>
                {row.condonation ? (
                  `Condoned: ${row.condonation.reason}`
                ) : (
                  <button type="button" className="ui-button ui-button--secondary" onClick={() => onCondone(row)}>
                    Condone
                    <span className="ui-visually-hidden">
                      {' '}
                      {studentName(row)}, {row.subject.code}
                    </span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * Students below the college's minimum attendance per subject, a page at a time and one year of study
 * unless "All years" is chosen; the office condones with a reason, or exports the whole list as CSV.
 */
export default function ShortagesSection() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const [year, setYear] = useState<Year | ''>('FIRST');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [condoning, setCondoning] = useState<ShortageRow | null>(null);
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const filter = { academicYear: academicYear ?? undefined, ...(year && { year }) };
  const query = useQuery({
    queryKey: ['attendance-shortages', filter, page, pageSize],
    queryFn: () => listShortages({ ...filter, page: String(page), pageSize: String(pageSize) }),
    enabled: academicYear !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="shortages-heading">
      <h1 id="shortages-heading">Attendance</h1>
      <div className="records-filters">
        <SelectField
          label="Year of study"
          value={year}
          options={[{ value: '', label: 'All years' }, ...yearOptions(YEARS)]}
          onChange={(event) => {
            setYear(event.target.value as Year | '');
            setPage(1);
          }}
        />
        <AcademicYearSelect
          years={years}
          value={academicYear}
          onChange={(value) => {
            setAcademicYear(value);
            setPage(1);
          }}
        />
      </div>
      <StatusMessage>{notice}</StatusMessage>
      <LoadedView query={query}>
        {(list) => (
          <>
            <ShortageTable list={list} onCondone={setCondoning} />
            <Pagination
              label="Attendance shortages"
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
            <div className="admin-actions">
              <a className="ui-button ui-button--secondary" href={shortagesCsvUrl(filter)} download>
                Export CSV
              </a>
            </div>
            {condoning ? (
              <CondoneDialog
                row={condoning}
                academicYear={list.academicYear}
                onClose={() => setCondoning(null)}
                onDone={(text) => {
                  setCondoning(null);
                  setNotice(text);
                  void queryClient.invalidateQueries({ queryKey: ['attendance-shortages'] });
                }}
              />
            ) : null}
          </>
        )}
      </LoadedView>
    </section>
  );
}
