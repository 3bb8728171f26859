import { describe, expect, it } from 'vitest';
import { chargeStatusText, paymentModeLabel } from './feeTexts.ts';

describe('fee texts', () => {
  it('says in words when a charge is overdue', () => {
    expect(chargeStatusText({ status: 'partial', overdue: true, dueDate: '2026-08-31' })).toBe('Partly paid, overdue since 31 August 2026');
    expect(chargeStatusText({ status: 'pending', overdue: false, dueDate: '2027-08-31' })).toBe('Not paid');
    expect(chargeStatusText({ status: 'paid', overdue: false, dueDate: '2026-08-31' })).toBe('Paid');
  });

  it('names payment modes as people write them', () => {
    expect(paymentModeLabel('upi')).toBe('UPI');
    expect(paymentModeLabel('demand-draft')).toBe('Demand draft');
  });
});
