// Rupee amounts as people in India read them (1,20,000), written out here rather than with Intl.NumberFormat or
// toLocaleString: the first formatter a page makes loads the browser's locale data (see dates.ts), and the
// dashboards and the admissions page would pay for it while they become interactive, for digits and commas.

/** A whole number of rupees in Indian digit grouping: the last three digits, then pairs (120000 -> '1,20,000'). */
export function indianDigits(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  // a comma after every digit followed by an odd number of digits, three or more
  const grouped = String(whole).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
  return amount < 0 && whole ? `-${grouped}` : grouped;
}

/** Whole rupees with the rupee sign: 120000 -> '₹1,20,000', -500 -> '-₹500'. */
export function formatRupeeAmount(amount: number): string {
  const digits = indianDigits(amount);
  return digits.startsWith('-') ? `-₹${digits.slice(1)}` : `₹${digits}`;
}
