import { yearLabel, yearName, yearOptions } from '@college/shared-ui/format';
import { type Column, type DueRow, type ListParams, listDues, useListFilter, useServerList, type Year, YEARS } from '@college/shared-ui/portal';
import { useQueryClient } from '@college/shared-ui/queries';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { SelectField } from '../../components/Field.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { formatDate, formatRupees } from '../../lib/money.ts';
import { allDues, duesCsvRows } from './duesCsv.ts';
import { feesPaths } from './feesPaths.ts';
import { AddChargeDialog } from './OfficeDialogs.tsx';

const name = (row: DueRow) => `${row.student.firstName} ${row.student.lastName}`;

const columns: Column<DueRow>[] = [
  {
    key: 'student',
    header: 'Student',
    sortKey: 'lastName',
    render: (row) => (
      <>
        <Link to={feesPaths.student(row.student.id)}>{name(row)}</Link>
        <span className="records-muted"> {row.student.enrollmentNumber ?? ''}</span>
      </>
    ),
  },
  { key: 'year', header: 'Year', sortKey: 'year', render: (row) => yearLabel(row.student.year) },
  { key: 'quota', header: 'Quota', render: (row) => (row.student.quota === 'management' ? 'Management' : 'Convener') },
  { key: 'charged', header: 'Charged', sortKey: 'charged', render: (row) => formatRupees(row.charged) },
  { key: 'paid', header: 'Paid', sortKey: 'paid', render: (row) => formatRupees(row.paid) },
  { key: 'due', header: 'Due', sortKey: 'due', render: (row) => formatRupees(row.due) },
  { key: 'overdue', header: 'Overdue', sortKey: 'overdueAmount', render: (row) => formatRupees(row.overdueAmount) },
  { key: 'oldest', header: 'Oldest due date', sortKey: 'oldestDueDate', render: (row) => (row.oldestDueDate ? formatDate(row.oldestDueDate) : '-') },
];

/** What every student owes: searchable, by year, overdue only, exported as CSV. */
export function DuesPage() {
  const [year, setYear] = useListFilter<Year | ''>('year', '', ['', ...YEARS]);
  const [overdueParam, setOverdueParam] = useListFilter('overdue', '', ['', '1']);
  const overdue = overdueParam === '1';
  const filter = { overdue, year: year || undefined };
  const fetcher = useCallback((params: ListParams, signal: AbortSignal) => listDues(params, { overdue, year: year || undefined }, signal), [overdue, year]);
  const list = useServerList<DueRow>(['dues', overdue, year], fetcher, { sort: '-due' });
  const [charging, setCharging] = useState(false);
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const scope = [overdue ? 'overdue' : '', year ? `${yearName(year)} year` : ''].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="dues-heading">
      <div className="admin-heading-row">
        <h2 id="dues-heading">Dues</h2>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => setCharging(true)}>
          Add charge to a year
        </button>
      </div>
      <StatusMessage>{notice}</StatusMessage>
      {charging ? (
        <AddChargeDialog
          title="Add charge to every student of a year"
          onClose={() => setCharging(false)}
          onAdded={(created) => {
            setCharging(false);
            setNotice(`${created} ${created === 1 ? 'charge' : 'charges'} added.`);
            void queryClient.invalidateQueries({ queryKey: ['dues'] });
          }}
        />
      ) : null}
      <div className="records-filters">
        <SelectField
          label="Year of study"
          value={year}
          options={[{ value: '', label: 'All years' }, ...yearOptions(YEARS)]}
          onChange={(event) => setYear(event.target.value as Year | '')}
        />
        <label className="fees-check">
          <input type="checkbox" checked={overdue} onChange={(event) => setOverdueParam(event.target.checked ? '1' : '')} /> Overdue only
        </label>
      </div>
      <ServerTable
        list={list}
        caption={scope ? `Dues (${scope})` : 'Dues'}
        searchLabel="Search dues"
        columns={columns}
        rowKey={(row) => row.student.id}
        emptyMessage={overdue ? 'No overdue fees.' : 'No dues found.'}
        toolbar={<CsvExportButton name={overdue ? 'overdue-dues' : 'dues'} rows={async () => duesCsvRows(await allDues(list.params, filter))} />}
      />
    </section>
  );
}
