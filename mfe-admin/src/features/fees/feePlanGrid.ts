import { type FeePlan, type FeePlanBody, type Quota, QUOTAS, type Year, YEARS } from '@college/shared-ui/portal';
import { FEE_LIMITS } from '@college/contract/limits';
import { isIsoDate } from '../../lib/formRules.ts';

/** One row of the plan table as typed: numbers stay text until saved. */
export type PlanCell = { quota: Quota; yearOfStudy: Year; annualFee: string; oneTimeFee: string; dueDate: string };
export type PlanGrid = PlanCell[];

export const quotaLabels: Record<Quota, string> = { convener: 'Convener', management: 'Management' };

/** Every quota x year of study, filled from the saved plans; a missing one starts empty, due 31 August. */
export function planGridFrom(plans: FeePlan[], academicYear: string): PlanGrid {
  const defaultDue = `${academicYear.slice(0, 4)}-08-31`;
  return QUOTAS.flatMap((quota) =>
    YEARS.map((yearOfStudy) => {
      const plan = plans.find((p) => p.quota === quota && p.yearOfStudy === yearOfStudy);
      return plan
        ? { quota, yearOfStudy, annualFee: String(plan.annualFee), oneTimeFee: String(plan.oneTimeFee), dueDate: plan.dueDate.slice(0, 10) }
        : { quota, yearOfStudy, annualFee: '', oneTimeFee: '0', dueDate: defaultDue };
    }),
  );
}

/** Whole rupees, no more than the API takes (the contract's FEE_LIMITS). */
const wholeRupees = (text: string) => /^\d{1,9}$/.test(text.trim()) && Number(text) <= FEE_LIMITS.maxAmount;
const upTo = `whole rupees, at most ${FEE_LIMITS.maxAmount.toLocaleString('en-IN')}`;

/** The first problem of the table, in words, or null. Empty rows are left out of the save. */
export function validatePlanGrid(grid: PlanGrid): string | null {
  for (const cell of grid) {
    if (!cell.annualFee.trim()) continue;
    const row = `${quotaLabels[cell.quota]} ${cell.yearOfStudy.toLowerCase()} year`;
    if (!wholeRupees(cell.annualFee)) return `Annual fee of ${row} must be ${upTo}`;
    if (!wholeRupees(cell.oneTimeFee || '0')) return `One-time fee of ${row} must be ${upTo}`;
    if (!isIsoDate(cell.dueDate)) return `Due date of ${row} must be a date`;
  }
  return null;
}

export const planBodies = (grid: PlanGrid): FeePlanBody[] =>
  grid
    .filter((cell) => cell.annualFee.trim())
    .map((cell) => ({
      quota: cell.quota,
      yearOfStudy: cell.yearOfStudy,
      annualFee: Number(cell.annualFee),
      oneTimeFee: Number(cell.oneTimeFee || '0'),
      dueDate: cell.dueDate,
    }));
