import { describe, expect, it } from 'vitest';
import { emptyCharge, emptyConcession, toChargeBody, toConcessionBody, validateCharge, validateConcession, voidReasonProblem } from './officeForms.ts';

describe('the ad-hoc charge form', () => {
  it('needs a description, whole rupees, a date and, to a year, the year', () => {
    expect(validateCharge({ ...emptyCharge('2026-12-31'), amount: '12.5' }, true)).toEqual({
      year: 'Year of study is required',
      description: 'Description is required',
      amount: 'Amount must be a whole number of rupees above 0',
    });
    expect(validateCharge({ ...emptyCharge('nope'), description: 'Lab fee', amount: '500' }, false)).toEqual({
      dueDate: 'Due date must be a date (YYYY-MM-DD)',
    });
  });
  it('sends the trimmed values with its target', () => {
    const values = { ...emptyCharge('2026-12-31'), kind: 'lab-fee', description: ' Anatomy lab ', amount: '1500' };
    expect(toChargeBody(values, { year: 'SECOND' })).toEqual({
      kind: 'lab-fee',
      description: 'Anatomy lab',
      amount: 1500,
      dueDate: '2026-12-31',
      year: 'SECOND',
    });
    expect(toChargeBody(values, { studentId: 7 })).toMatchObject({ studentId: 7 });
  });
});

describe('the concession form', () => {
  it('takes an amount or a percentage, never both or neither, and a reason', () => {
    expect(validateConcession(emptyConcession())).toEqual({ amount: 'Give either an amount or a percentage', reason: 'Reason is required' });
    expect(validateConcession({ ...emptyConcession(), amount: '100', percent: '10', reason: 'x' })).toEqual({
      amount: 'Give either an amount or a percentage',
    });
    expect(validateConcession({ ...emptyConcession(), percent: '100.001', reason: 'x' })).toEqual({
      percent: 'Percentage must be above 0 and at most 100, with at most two decimals',
    });
    expect(validateConcession({ ...emptyConcession(), percent: '12.5', reason: 'Merit' })).toEqual({});
  });
  it('sends the one that was given', () => {
    expect(toConcessionBody({ kind: 'scholarship', amount: '', percent: '25', reason: ' Merit ' })).toEqual({
      kind: 'scholarship',
      percent: 25,
      reason: 'Merit',
    });
    expect(toConcessionBody({ kind: 'concession', amount: '5000', percent: '', reason: 'Hardship' })).toEqual({
      kind: 'concession',
      amount: 5000,
      reason: 'Hardship',
    });
  });
});

it('a void needs its reason', () => {
  expect(voidReasonProblem('  ')).toBe('Reason is required');
  expect(voidReasonProblem('Cheque bounced')).toBeUndefined();
});
