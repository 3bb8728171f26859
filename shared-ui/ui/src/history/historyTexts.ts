import type { StudentHistoryReply } from '@college/contract';
import { formatRupeeAmount } from '../format/numbers.ts';

type YearRow = StudentHistoryReply['years'][number];

const OUTCOMES = { promoted: 'Promoted', 'held-back': 'Held back', graduated: 'Graduated' } as const;

/** What became of the student in the year; a year without a recorded outcome is running or predates promotions. */
export const outcomeText = (year: Pick<YearRow, 'outcome' | 'current'>) =>
  year.outcome ? OUTCOMES[year.outcome] : year.current ? 'In progress' : 'Not recorded';

export const attendanceText = ({ attendance }: Pick<YearRow, 'attendance'>) =>
  attendance.held === 0 ? 'No classes recorded' : `${attendance.percentage}% (${attendance.attended} of ${attendance.held} classes)`;

export const feesText = ({ fees }: Pick<YearRow, 'fees'>) =>
  fees.charged === 0 && fees.paid === 0
    ? 'No fees recorded'
    : `${formatRupeeAmount(fees.charged)} charged${fees.waived ? `, ${formatRupeeAmount(fees.waived)} waived` : ''}, ${formatRupeeAmount(fees.paid)} paid`;
