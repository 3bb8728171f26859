import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../plugins/session.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { conflict, FieldError, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import type { AdhocChargeBody, ConcessionBody } from '../../contract.ts';
import { Charge } from './charge.entity.ts';
import { Concession } from './concession.entity.ts';
import { Payment } from './payment.entity.ts';

const actorName = (actor: SessionUser) => actor.name ?? actor.type;

/**
 * A fine, lab fee or other charge, to one student or to every student now in a year of study, in one
 * transaction with an audit row per charge. The charge's year of study is the student's year today.
 */
export async function addAdhocCharges(em: EntityManager, body: AdhocChargeBody & { academicYear: string }, actor: SessionUser): Promise<number> {
  if ((body.studentId === undefined) === (body.year === undefined))
    throw new FieldError('studentId', 'Give either studentId (one student) or year (a whole year)');
  const dueDate = toDateOnly('dueDate', body.dueDate);
  const description = body.description.trim();
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: number; year: Charge['yearOfStudy'] }[]>(
      body.studentId !== undefined ? 'select id, year from student where id = ?' : 'select id, year from student where year = ? order by id',
      [body.studentId ?? body.year],
    );
    if (body.studentId !== undefined && rows.length === 0) throw notFound('Student');
    const charges = rows.map((student) =>
      tx.create(Charge, {
        student: student.id,
        academicYear: body.academicYear,
        yearOfStudy: student.year,
        kind: body.kind,
        description,
        amount: body.amount,
        dueDate,
      }),
    );
    await tx.flush();
    for (const charge of charges) {
      recordAudit(tx, actor, 'create', 'charge', charge.id, {
        after: { studentId: charge.student.id, academicYear: charge.academicYear, kind: charge.kind, description, amount: charge.amount, dueDate },
      });
    }
    await tx.flush();
    return charges.length;
  });
}

/** The amount a concession takes off: given, or its percentage of the charge, to the nearest rupee. */
const concessionAmount = (body: ConcessionBody, chargeAmount: number) => body.amount ?? Math.round((chargeAmount * (body.percent ?? 0)) / 100);

/** A concession or scholarship waiver on one charge; all of a charge's concessions never exceed it. */
export async function grantConcession(em: EntityManager, chargeId: number, body: ConcessionBody, actor: SessionUser) {
  if ((body.amount === undefined) === (body.percent === undefined)) throw new FieldError('amount', 'Give either amount (rupees) or percent');
  return em.transactional(async (tx) => {
    // one concession of a charge at a time, so two can never together pass its amount
    const [charge] = await tx.execute<{ amount: number }[]>('select amount from charge where id = ? for update', [chargeId]);
    if (!charge) throw notFound('Charge');
    const amount = concessionAmount(body, charge.amount);
    if (amount < 1) throw new FieldError(body.amount === undefined ? 'percent' : 'amount', 'The concession comes to less than 1 rupee');
    const [{ waived } = { waived: 0 }] = await tx.execute<{ waived: number }[]>(
      'select coalesce(sum(amount), 0)::int as waived from concession where charge_id = ?',
      [chargeId],
    );
    if (waived + amount > charge.amount) {
      throw new FieldError(
        body.amount === undefined ? 'percent' : 'amount',
        `The concessions would come to ${waived + amount}, more than the charge of ${charge.amount}`,
      );
    }
    const concession = tx.create(Concession, {
      charge: chargeId,
      kind: body.kind,
      percent: body.percent ?? null,
      amount,
      reason: body.reason.trim(),
      grantedById: actor.accountId,
      grantedByName: actorName(actor),
      grantedAt: new Date(),
    });
    await tx.flush();
    const after = { chargeId, kind: concession.kind, percent: concession.percent, amount, reason: concession.reason };
    recordAudit(tx, actor, 'create', 'concession', concession.id, { after });
    await tx.flush();
    return {
      id: concession.id,
      ...after,
      percent: concession.percent ?? null,
      grantedBy: concession.grantedByName,
      grantedAt: concession.grantedAt.toISOString(),
    };
  });
}

/** Voids a payment: it stays listed with its receipt number, counts for nothing, and what it paid is due again. */
export async function voidPayment(em: EntityManager, paymentId: number, reason: string, actor: SessionUser) {
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<{ id: number }[]>('select id from payment where id = ? for update', [paymentId]);
    if (!row) throw notFound('Payment');
    const payment = await tx.findOneOrFail(Payment, paymentId);
    if (payment.voidedAt) throw conflict(`Receipt ${payment.receiptNumber} is already void`);
    const at = new Date();
    const voided = { at: at.toISOString(), reason: reason.trim(), by: actorName(actor) };
    tx.assign(payment, { voidedAt: at, voidReason: voided.reason, voidedByName: voided.by });
    await tx.flush();
    recordAudit(tx, actor, 'update', 'payment', payment.id, {
      before: { receiptNumber: payment.receiptNumber, amount: payment.amount, voided: null },
      after: { receiptNumber: payment.receiptNumber, amount: payment.amount, voided },
    });
    await tx.flush();
    return { id: payment.id, voided };
  });
}
