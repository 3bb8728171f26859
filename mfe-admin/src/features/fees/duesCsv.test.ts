import type { DueRow } from '@college/shared-ui/portal';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { duesCsvRows } from './duesCsv.ts';

const row: DueRow = {
  student: { id: 4, firstName: 'Asha', lastName: '=Rao', enrollmentNumber: 'BPT2026001', year: 'FIRST', quota: 'management' },
  charged: 130000,
  paid: 30000,
  due: 100000,
  overdueAmount: 100000,
  oldestDueDate: '2026-08-31',
};

describe('dues CSV', () => {
  it('has a header and one line per student, with a formula-like name neutralised', () => {
    expect(toCsv(duesCsvRows([row]))).toBe(
      'studentId,enrollmentNumber,firstName,lastName,year,quota,charged,paid,due,overdue,oldestDueDate\r\n' +
        "4,BPT2026001,Asha,'=Rao,FIRST,management,130000,30000,100000,100000,2026-08-31\r\n",
    );
  });
});
