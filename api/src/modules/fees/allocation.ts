/**
 * Where a student's payments went: the one place dues are worked out. Payments are added up and spent on
 * the charges in order of due date (oldest first; equal dates by id), so nothing about what is paid or
 * due is ever stored or typed.
 */
/** `waived`: what concessions take off the charge, before any payment is spent on it. */
export type ChargeToAllocate = { id: number; amount: number; dueDate: string; waived?: number };
export type AllocatedCharge<C extends ChargeToAllocate> = C & {
  paid: number;
  due: number;
  status: 'paid' | 'partial' | 'pending';
  overdue: boolean;
};
export type Allocation<C extends ChargeToAllocate> = {
  /** In the order the payments were spent on them. */
  charges: AllocatedCharge<C>[];
  totals: { charged: number; waived: number; paid: number; due: number; overdue: number };
  /** Paid beyond every charge: kept for charges still to come. */
  credit: number;
  /** The earliest due date of a charge not fully paid. */
  oldestDueDate: string | null;
};

const byDueDate = (a: ChargeToAllocate, b: ChargeToAllocate) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id - b.id);

/** `today` is `YYYY-MM-DD`: a charge is overdue when something of it is due and its due date is before today. */
export function allocatePayments<C extends ChargeToAllocate>(charges: readonly C[], paymentsTotal: number, today: string): Allocation<C> {
  let left = paymentsTotal;
  const allocated = [...charges].sort(byDueDate).map((charge): AllocatedCharge<C> => {
    const owed = Math.max(charge.amount - (charge.waived ?? 0), 0);
    const paid = Math.min(owed, left);
    left -= paid;
    const due = owed - paid;
    const status = due === 0 ? 'paid' : paid > 0 ? 'partial' : 'pending';
    return { ...charge, paid, due, status, overdue: due > 0 && charge.dueDate < today };
  });
  const sum = (pick: (charge: AllocatedCharge<C>) => number) => allocated.reduce((total, charge) => total + pick(charge), 0);
  return {
    charges: allocated,
    totals: {
      charged: sum((c) => c.amount),
      waived: sum((c) => c.waived ?? 0),
      paid: sum((c) => c.paid),
      due: sum((c) => c.due),
      overdue: sum((c) => (c.overdue ? c.due : 0)),
    },
    credit: left,
    oldestDueDate: allocated.find((charge) => charge.due > 0)?.dueDate ?? null,
  };
}
