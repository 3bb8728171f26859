import { type Column, type ContactInfoRow, type InfoOwner, listAllContactInfo, listContactInfo, useServerList } from '@college/shared-ui/portal';
import { useCallback } from 'react';
import { fullName, orNA } from '../../lib/format.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { ownerLabels } from './owners.ts';

const columns: Column<ContactInfoRow>[] = [
  { key: 'name', header: 'Name', render: (r) => fullName(r.student ?? r.faculty) },
  { key: 'email', header: 'Email', sortKey: 'email', render: (r) => orNA(r.email) },
  { key: 'phone', header: 'Phone', sortKey: 'phone', render: (r) => orNA(r.phone) },
];

export function ContactInfoTable({ owner }: { owner: InfoOwner }) {
  const fetcher = useCallback((params: Parameters<typeof listContactInfo>[0], signal: AbortSignal) => listContactInfo(params, owner, signal), [owner]);
  const list = useServerList<ContactInfoRow>(['contact-info', owner], fetcher, { sort: 'email', prefix: `${owner}.` });
  const label = ownerLabels[owner];
  return (
    <section aria-labelledby={`contact-${owner}`}>
      <h2 id={`contact-${owner}`}>{label.title} contact information</h2>
      <ServerTable
        list={list}
        caption={`${label.title} contact information`}
        searchLabel={`Search ${label.word} e-mails`}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage={`No ${label.word} contact information available.`}
        loadErrorText="Failed to load contact information. Please try again later."
        toolbar={
          <CsvExportButton
            name={`${label.word}-contact-info`}
            rows={async () => [
              ['name', 'email', 'phone'],
              ...(await listAllContactInfo(list.params, owner)).map((r) => [fullName(r.student ?? r.faculty), r.email, r.phone ?? '']),
            ]}
          />
        }
      />
    </section>
  );
}
