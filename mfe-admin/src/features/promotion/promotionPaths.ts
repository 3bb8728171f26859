import { adminPath } from '../../lib/sections.ts';

/** The promotion section's own pages under /admin-dashboard/promotion. */
export const promotionPaths = {
  preview: adminPath('promotion'),
  history: (studentId: number) => `${adminPath('promotion')}/students/${studentId}`,
};

/** The student whose course history the path after /admin-dashboard/promotion/ names, or null for the preview. */
export function historyStudentOf(rest: string | undefined): number | null {
  const match = /^students\/([1-9][0-9]{0,9})\/?$/.exec(rest ?? '');
  return match ? Number(match[1]) : null;
}
