import { adminPath } from '../../lib/sections.ts';

/** The fee section's own pages under /admin-dashboard/fees. */
export const feesPaths = {
  dues: adminPath('fees'),
  plans: `${adminPath('fees')}/plans`,
  register: `${adminPath('fees')}/register`,
  student: (studentId: number) => `${adminPath('fees')}/students/${studentId}`,
  receipt: (paymentId: number) => `${adminPath('fees')}/receipts/${paymentId}`,
};

export type FeesPage = { kind: 'dues' } | { kind: 'plans' } | { kind: 'register' } | { kind: 'student'; id: number } | { kind: 'receipt'; id: number };

/** The part of the path after /admin-dashboard/fees/. */
export function feesPageOf(rest: string | undefined): FeesPage {
  const match = /^(students|receipts)\/([1-9][0-9]{0,9})\/?$/.exec(rest ?? '');
  if (match) return { kind: match[1] === 'students' ? 'student' : 'receipt', id: Number(match[2]) };
  const page = rest?.replace(/\/$/, '');
  return page === 'plans' || page === 'register' ? { kind: page } : { kind: 'dues' };
}
