import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser } from '../../plugins/session.ts';
import { badRequest } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { type Band, sortScale } from './compute.ts';
import { GradeBand } from './grade-band.entity.ts';

const plain = (band: GradeBand): Band => ({ minPercentage: Number(band.minPercentage), letter: band.letter, gradePoint: Number(band.gradePoint) });

/** A whole new scale: it must start at 0 %, with no minimum or letter twice. */
export async function replaceScale(em: EntityManager, input: Band[], actor: SessionUser | null): Promise<Band[]> {
  const bands = sortScale(input.map((band) => ({ ...band, letter: band.letter.trim() })));
  if (!bands.some((band) => band.minPercentage === 0)) throw badRequest('bands: The scale needs a band starting at 0 %');
  if (new Set(bands.map((band) => band.minPercentage)).size !== bands.length) throw badRequest('bands: Two bands have the same minimum percentage');
  if (new Set(bands.map((band) => band.letter.toUpperCase())).size !== bands.length) throw badRequest('bands: Two bands have the same letter');
  return em.transactional(async (tx) => {
    const before = sortScale((await tx.find(GradeBand, {})).map(plain));
    await tx.nativeDelete(GradeBand, {});
    for (const band of bands) tx.create(GradeBand, band);
    recordAudit(tx, actor, 'update', 'grade-scale', null, { before, after: bands });
    return bands;
  });
}
