import type { PublicFeePlans } from './api/getPublicFeePlans.ts';

type Plan = PublicFeePlans['plans'][number];
export type FeeRow = { yearOfStudy: Plan['yearOfStudy']; convener: Plan | undefined; management: Plan | undefined };

const YEAR_ORDER = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'];

/** One row per year of study that has a plan, first year first, with each quota's plan beside it. */
export function feeRows(plans: PublicFeePlans['plans']): FeeRow[] {
  const years = [...new Set(plans.map((plan) => plan.yearOfStudy))].sort((a, b) => YEAR_ORDER.indexOf(a) - YEAR_ORDER.indexOf(b));
  return years.map((yearOfStudy) => ({
    yearOfStudy,
    convener: plans.find((plan) => plan.yearOfStudy === yearOfStudy && plan.quota === 'convener'),
    management: plans.find((plan) => plan.yearOfStudy === yearOfStudy && plan.quota === 'management'),
  }));
}
