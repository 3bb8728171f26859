import { createHash, randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../plugins/session.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import type { DocumentStatement } from '../../contract.ts';
import { IssuedDocument } from './issued-document.entity.ts';

// no 0, O, 1, I or L: a code is read off paper and typed in
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
export const newCode = () => `${group()}-${group()}-${group()}`;

/** Upper case, other separators and spaces made into the code's own form: `abcd efgh jkmn` -> `ABCD-EFGH-JKMN`. */
export function normalizeCode(raw: string): string {
  const letters = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return letters.length === 12 ? `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}` : letters;
}

type Issue = { studentId: number; kind: IssuedDocument['kind']; title: string; statement: DocumentStatement };

/**
 * The code of this document: the one issued before when the student's document states exactly the same,
 * else a new one, recorded with what it states (and audited).
 */
export async function issueDocument(em: EntityManager, issue: Issue, actor: SessionUser): Promise<IssuedDocument> {
  const digest = createHash('sha256')
    .update(JSON.stringify([issue.kind, issue.title, issue.statement]))
    .digest('hex');
  const fork = em.fork();
  const earlier = await fork.findOne(IssuedDocument, { student: issue.studentId, kind: issue.kind, digest }, { orderBy: { id: 'asc' } });
  if (earlier) return earlier;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fork.transactional(async (tx) => {
        const document = tx.create(IssuedDocument, {
          code: newCode(),
          kind: issue.kind,
          student: issue.studentId,
          title: issue.title,
          statement: issue.statement,
          digest,
          issuedAt: new Date(),
          issuedByName: actor.name ?? actor.type,
        });
        await tx.flush();
        recordAudit(tx, actor, 'create', 'issued_document', document.id, {
          after: { code: document.code, kind: document.kind, studentId: issue.studentId, title: issue.title },
        });
        return document;
      });
    } catch (error) {
      // a code drawn twice (one chance in 10^17): draw again
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
    }
  }
}
