import { describe, expect, it } from 'vitest';
import { attendanceText, feesText, outcomeText } from './historyTexts.ts';

describe('course history texts', () => {
  it('name the outcome, or why there is none', () => {
    expect(outcomeText({ outcome: 'held-back', current: false })).toBe('Held back');
    expect(outcomeText({ outcome: null, current: true })).toBe('In progress');
    expect(outcomeText({ outcome: null, current: false })).toBe('Not recorded');
  });

  it('give attendance and fees in words', () => {
    expect(attendanceText({ attendance: { held: 0, attended: 0, percentage: null } })).toBe('No classes recorded');
    expect(attendanceText({ attendance: { held: 40, attended: 36, percentage: 90 } })).toBe('90% (36 of 40 classes)');
    expect(feesText({ fees: { charged: 120000, waived: 0, paid: 60000 } })).toBe('₹1,20,000 charged, ₹60,000 paid');
    expect(feesText({ fees: { charged: 1000, waived: 100, paid: 0 } })).toBe('₹1,000 charged, ₹100 waived, ₹0 paid');
    expect(feesText({ fees: { charged: 0, waived: 0, paid: 0 } })).toBe('No fees recorded');
  });
});
