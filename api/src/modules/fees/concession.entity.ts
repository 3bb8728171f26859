import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';
import { CONCESSION_KINDS } from '../../contract.ts';
import { Charge } from './charge.entity.ts';

/**
 * A concession or scholarship waiver on one charge. `amount` is what it takes off in rupees, worked out
 * from `percent` when given as one; the granting admin is named without a foreign key, as on payments.
 */
const ConcessionSchema = defineEntity({
  name: 'Concession',
  tableName: 'concession',
  triggers: [notifyTableChange],
  checks: [{ name: 'concession_amount_check', expression: `"amount" > 0` }],
  properties: {
    id: p.integer().primary(),
    charge: () => p.manyToOne(Charge).deleteRule('cascade').index(),
    kind: p.enum(CONCESSION_KINDS),
    percent: p.decimal('number').precision(5).scale(2).nullable(),
    amount: p.integer(),
    reason: p.string().length(500),
    grantedById: p.integer().nullable(),
    grantedByName: p.string().length(254),
    grantedAt: p.datetime(),
  },
});

export class Concession extends ConcessionSchema.class {}
ConcessionSchema.setClass(Concession);
