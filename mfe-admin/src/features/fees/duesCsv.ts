import { LIST_LIMITS } from '@college/contract/limits';
import { type DueRow, type ListParams, listDues, type Year } from '@college/shared-ui/portal';

// the API's largest page
const MAX_DUES_PAGE = LIST_LIMITS.maxPageSize;

/** Every page of the dues that match the current search and filters (the list answers in pages only). */
export async function allDues(params: Pick<ListParams, 'q' | 'sort'>, filter: { overdue?: boolean; year?: Year | undefined }): Promise<DueRow[]> {
  const rows: DueRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listDues({ ...params, page, pageSize: MAX_DUES_PAGE }, filter);
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= answer.total) return rows;
  }
}

export const duesCsvHeader = ['studentId', 'enrollmentNumber', 'firstName', 'lastName', 'year', 'quota', 'charged', 'paid', 'due', 'overdue', 'oldestDueDate'];

export const duesCsvRows = (rows: DueRow[]) => [
  duesCsvHeader,
  ...rows.map((row) => [
    row.student.id,
    row.student.enrollmentNumber,
    row.student.firstName,
    row.student.lastName,
    row.student.year,
    row.student.quota,
    row.charged,
    row.paid,
    row.due,
    row.overdueAmount,
    row.oldestDueDate,
  ]),
];
