import { describe, expect, it } from 'vitest';
import { formatRupeeAmount, indianDigits } from './numbers.ts';

describe('rupee amounts', () => {
  it('group digits the Indian way, with no locale data', () => {
    expect(indianDigits(0)).toBe('0');
    expect(indianDigits(999)).toBe('999');
    expect(indianDigits(1000)).toBe('1,000');
    expect(indianDigits(50000)).toBe('50,000');
    expect(indianDigits(120000)).toBe('1,20,000');
    expect(indianDigits(12345678)).toBe('1,23,45,678');
    expect(indianDigits(-120000)).toBe('-1,20,000');
  });

  it('show whole rupees with the sign in front', () => {
    expect(formatRupeeAmount(120000)).toBe('₹1,20,000');
    expect(formatRupeeAmount(-500)).toBe('-₹500');
    expect(formatRupeeAmount(1234.6)).toBe('₹1,235');
  });

  it('agree with the browser formatter from one rupee to ten crore', () => {
    const browser = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (let amount = 1; amount <= 1e9; amount = amount * 3 + 7) {
      expect(formatRupeeAmount(amount)).toBe(browser.format(amount));
      expect(formatRupeeAmount(-amount)).toBe(browser.format(-amount));
      expect(indianDigits(amount)).toBe(amount.toLocaleString('en-IN'));
    }
  });
});
