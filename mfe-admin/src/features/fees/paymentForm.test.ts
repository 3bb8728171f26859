import { describe, expect, it } from 'vitest';
import { emptyPayment, toPaymentBody, validatePayment } from './paymentForm.ts';

describe('payment form', () => {
  it('starts on today in cash', () => {
    expect(emptyPayment(new Date(2026, 10, 24, 9))).toEqual({ amount: '', paidOn: '2026-11-24', mode: 'cash', receiptNumber: '', note: '' });
  });

  it('wants a whole amount above zero and a real date', () => {
    const values = { ...emptyPayment(), amount: '0', paidOn: '2026-02-30' };
    expect(validatePayment(values)).toEqual({ amount: 'Amount must be a whole number of rupees above 0', paidOn: 'Date must be a date (YYYY-MM-DD)' });
    expect(validatePayment({ ...values, amount: '12.5', paidOn: '2026-02-28' })).toEqual({ amount: 'Amount must be a whole number of rupees above 0' });
    expect(validatePayment({ ...values, amount: '', paidOn: '2026-02-28' })).toEqual({ amount: 'Amount is required' });
  });

  it('sends the optional fields only when filled', () => {
    const values = { amount: '25000', paidOn: '2026-11-20', mode: 'upi', receiptNumber: '  ', note: ' first half ' };
    expect(toPaymentBody(values)).toEqual({ amount: 25000, paidOn: '2026-11-20', mode: 'upi', note: 'first half' });
    expect(toPaymentBody({ ...values, receiptNumber: 'R-7' }).receiptNumber).toBe('R-7');
  });
});
