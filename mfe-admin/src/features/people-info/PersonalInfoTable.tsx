import { type Column, type InfoOwner, listAllPersonalInfo, listPersonalInfo, type PersonalInfoRow, useServerList } from '@college/shared-ui/portal';
import { useCallback } from 'react';
import { dateOnly, fullName, orNA } from '../../lib/format.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { ownerLabels } from './owners.ts';

const columns: Column<PersonalInfoRow>[] = [
  { key: 'name', header: 'Name', render: (r) => fullName(r.student ?? r.faculty) },
  { key: 'dob', header: 'Date of birth', sortKey: 'dob', render: (r) => orNA(dateOnly(r.dob)) },
  { key: 'gender', header: 'Gender', sortKey: 'gender', render: (r) => orNA(r.gender) },
  { key: 'nationality', header: 'Nationality', sortKey: 'nationality', render: (r) => orNA(r.nationality) },
  { key: 'religion', header: 'Religion', render: (r) => orNA(r.religion) },
  { key: 'address', header: 'Address', render: (r) => orNA(r.address) },
];

const toRow = (r: PersonalInfoRow) => [fullName(r.student ?? r.faculty), dateOnly(r.dob), r.gender, r.nationality, r.religion, r.address ?? ''];

export function PersonalInfoTable({ owner }: { owner: InfoOwner }) {
  const fetcher = useCallback((params: Parameters<typeof listPersonalInfo>[0], signal: AbortSignal) => listPersonalInfo(params, owner, signal), [owner]);
  const list = useServerList<PersonalInfoRow>(['personal-info', owner], fetcher, { sort: 'id', prefix: `${owner}.` });
  const label = ownerLabels[owner];
  return (
    <section aria-labelledby={`personal-${owner}`}>
      <h2 id={`personal-${owner}`}>{label.title} personal information</h2>
      <ServerTable
        list={list}
        caption={`${label.title} personal information`}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage={`No ${label.word} personal information available.`}
        loadErrorText="Failed to load personal information. Please try again later."
        toolbar={
          <CsvExportButton
            name={`${label.word}-personal-info`}
            rows={async () => [['name', 'dob', 'gender', 'nationality', 'religion', 'address'], ...(await listAllPersonalInfo(list.params, owner)).map(toRow)]}
          />
        }
      />
    </section>
  );
}
