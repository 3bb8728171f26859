import { type AuditEntry, type Column, type ListParams, listAllAuditLog, listAuditLog, useListFilter, useServerList } from '@college/shared-ui/portal';
import { useCallback } from 'react';
import { SelectField } from '../../components/Field.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';
import { CsvExportButton } from '../../components/CsvExportButton.tsx';
import { AUDIT_ENTITIES, AUDIT_ENTITY_VALUES, actionLabel, actorLabel, formatWhen, recordLabel } from './auditLabels.ts';

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', sortKey: 'at', render: (e) => <time dateTime={e.at}>{formatWhen(e.at)}</time> },
  { key: 'actor', header: 'Who', render: actorLabel },
  { key: 'action', header: 'Action', sortKey: 'action', render: (e) => actionLabel(e.action) },
  { key: 'entity', header: 'Record', sortKey: 'entity', render: recordLabel },
];

/** Who created, changed or deleted what, and when (written by the API for every admin write). */
export default function AuditLogSection() {
  const [entity, setEntity] = useListFilter('entity', '', AUDIT_ENTITY_VALUES);
  const fetcher = useCallback((params: ListParams, signal: AbortSignal) => listAuditLog(params, entity, signal), [entity]);
  const list = useServerList<AuditEntry>(['audit-log', entity], fetcher, { sort: '-at', pageSize: 25 });
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit Log</h1>
      <ServerTable
        list={list}
        caption="Audit log"
        columns={columns}
        rowKey={(e) => e.id}
        emptyMessage="No audit entries found."
        toolbar={
          <>
            <SelectField label="Record type" value={entity} options={AUDIT_ENTITIES} onChange={(e) => setEntity(e.target.value)} />
            <CsvExportButton
              name="audit-log"
              rows={async () => [
                ['at', 'actorType', 'actorAccountId', 'action', 'entity', 'entityId'],
                ...(await listAllAuditLog(list.params, entity)).map((e) => [e.at, e.actorType, e.actorAccountId, e.action, e.entity, e.entityId]),
              ]}
            />
          </>
        }
      />
    </section>
  );
}
