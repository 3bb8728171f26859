import { VERIFICATION_CODE_PATTERN } from '@college/contract/limits';

const CODE = new RegExp(VERIFICATION_CODE_PATTERN);

/** As typed (any case, spaces or dashes) to the printed form `ABCD-EFGH-JKMN`; null when it cannot be a code. */
export function normalizedCode(raw: string): string | null {
  const letters = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const code = `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
  return letters.length === 12 && CODE.test(code) ? code : null;
}
