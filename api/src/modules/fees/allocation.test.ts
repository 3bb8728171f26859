import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments } from './allocation.ts';

const TODAY = '2026-11-24';

describe('allocatePayments', () => {
  it('spends payments on the oldest due date first, whatever order the charges come in', () => {
    const charges = [
      { id: 3, amount: 50_000, dueDate: '2026-08-31' },
      { id: 1, amount: 50_000, dueDate: '2025-08-31' },
      { id: 2, amount: 10_000, dueDate: '2025-08-31' },
    ];
    const { charges: allocated, totals, credit, oldestDueDate } = allocatePayments(charges, 75_000, TODAY);
    expect(allocated.map(({ id, paid, due, status, overdue }) => ({ id, paid, due, status, overdue }))).toEqual([
      { id: 1, paid: 50_000, due: 0, status: 'paid', overdue: false },
      { id: 2, paid: 10_000, due: 0, status: 'paid', overdue: false },
      { id: 3, paid: 15_000, due: 35_000, status: 'partial', overdue: true },
    ]);
    expect(totals).toEqual({ charged: 110_000, waived: 0, paid: 75_000, due: 35_000, overdue: 35_000 });
    expect(credit).toBe(0);
    expect(oldestDueDate).toBe('2026-08-31');
  });

  it('a charge due today or later is not overdue; nothing paid is pending', () => {
    const { charges, totals } = allocatePayments(
      [
        { id: 1, amount: 500, dueDate: TODAY },
        { id: 2, amount: 700, dueDate: '2026-11-23' },
      ],
      0,
      TODAY,
    );
    expect(charges.map((c) => [c.id, c.status, c.overdue])).toEqual([
      [2, 'pending', true],
      [1, 'pending', false],
    ]);
    expect(totals.overdue).toBe(700);
  });

  it('keeps what is paid beyond every charge as credit', () => {
    const result = allocatePayments([{ id: 1, amount: 100, dueDate: '2026-01-01' }], 250, TODAY);
    expect(result.totals).toEqual({ charged: 100, waived: 0, paid: 100, due: 0, overdue: 0 });
    expect(result.credit).toBe(150);
    expect(result.oldestDueDate).toBeNull();
  });

  it('always balances: charged = paid + due, payments = paid + credit, each charge within its amount', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const charges = fc.uniqueArray(fc.record({ id: fc.nat(10_000), amount: fc.nat(500_000), dueDate: day }), { selector: (c) => c.id, maxLength: 12 });
    fc.assert(
      fc.property(charges, fc.array(fc.integer({ min: 1, max: 300_000 }), { maxLength: 10 }), day, (list, payments, today) => {
        const paymentsTotal = payments.reduce((a, b) => a + b, 0);
        const { charges: allocated, totals, credit } = allocatePayments(list, paymentsTotal, today);
        expect(totals.charged).toBe(totals.paid + totals.due);
        expect(paymentsTotal).toBe(totals.paid + credit);
        expect(totals.charged).toBe(list.reduce((a, c) => a + c.amount, 0));
        expect(totals.overdue).toBeLessThanOrEqual(totals.due);
        expect(credit === 0 || totals.due === 0).toBe(true);
        for (const charge of allocated) {
          expect(charge.paid).toBeGreaterThanOrEqual(0);
          expect(charge.paid + charge.due).toBe(charge.amount);
        }
        // oldest first: once a charge is left with something due, no later one got anything
        const firstOwing = allocated.findIndex((c) => c.due > 0);
        if (firstOwing >= 0) expect(allocated.slice(firstOwing + 1).every((c) => c.paid === 0)).toBe(true);
      }),
    );
  });
});

describe('concessions', () => {
  it('takes what is waived off a charge before payments are spent on it, and the rest goes to the next charge', () => {
    const charges = [
      { id: 1, amount: 50_000, waived: 10_000, dueDate: '2026-08-31' },
      { id: 2, amount: 5_000, dueDate: '2026-09-30' },
    ];
    const allocation = allocatePayments(charges, 42_000, '2026-10-01');
    expect(allocation.charges.map(({ id, paid, due, status }) => ({ id, paid, due, status }))).toEqual([
      { id: 1, paid: 40_000, due: 0, status: 'paid' },
      { id: 2, paid: 2_000, due: 3_000, status: 'partial' },
    ]);
    expect(allocation.totals).toEqual({ charged: 55_000, waived: 10_000, paid: 42_000, due: 3_000, overdue: 3_000 });
  });
});
