import { randomInt } from 'node:crypto';
import { REFERENCE_PREFIX, type SubmissionKind } from './kinds.ts';

// Crockford's base32: no I, L, O or U, so a reference read aloud or retyped is not misread
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SCH-7K3M-Q9XD`: the kind's prefix and 8 random characters (40 bits), never anything derived from the row id. */
export function newReference(kind: SubmissionKind): string {
  let random = '';
  for (let index = 0; index < 8; index++) random += CROCKFORD[randomInt(CROCKFORD.length)];
  return `${REFERENCE_PREFIX[kind]}-${random.slice(0, 4)}-${random.slice(4)}`;
}

/** A reference as a person may type it: any case, spaces around, the look-alike letters of Crockford's alphabet. */
export function normalizeReference(typed: string): string {
  const [prefix = '', ...rest] = typed.trim().toUpperCase().split('-');
  // only the random part is Crockford's: the prefixes (CON, BOOK) keep their letters
  return [prefix, ...rest.map((part) => part.replace(/O/g, '0').replace(/[IL]/g, '1'))].join('-');
}
