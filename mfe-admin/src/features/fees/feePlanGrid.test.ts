import type { FeePlan } from '@college/shared-ui/portal';
import { describe, expect, it } from 'vitest';
import { planBodies, planGridFrom, validatePlanGrid } from './feePlanGrid.ts';

const plan: FeePlan = {
  id: 1,
  academicYear: '2026-27',
  quota: 'management',
  yearOfStudy: 'FIRST',
  annualFee: 120000,
  oneTimeFee: 10000,
  dueDate: '2026-08-31',
};

describe('fee plan table', () => {
  it('has a row per quota and year, filled from the saved plans', () => {
    const grid = planGridFrom([plan], '2026-27');
    expect(grid).toHaveLength(8);
    expect(grid[4]).toEqual({ quota: 'management', yearOfStudy: 'FIRST', annualFee: '120000', oneTimeFee: '10000', dueDate: '2026-08-31' });
    expect(grid[0]).toEqual({ quota: 'convener', yearOfStudy: 'FIRST', annualFee: '', oneTimeFee: '0', dueDate: '2026-08-31' });
  });

  it('saves the filled rows only, as numbers, and names a bad cell', () => {
    const grid = planGridFrom([plan], '2026-27');
    expect(planBodies(grid)).toEqual([{ quota: 'management', yearOfStudy: 'FIRST', annualFee: 120000, oneTimeFee: 10000, dueDate: '2026-08-31' }]);
    expect(validatePlanGrid(grid)).toBeNull();
    grid[1] = { ...grid[1]!, annualFee: '5.5' };
    expect(validatePlanGrid(grid)).toBe('Annual fee of Convener second year must be whole rupees, at most 10,00,00,000');
  });
});
