// The inline script of every page the shell serves (its index.html, and so every prerendered page): the source
// of captureEarlyInput, called with the document, as Node reads the TypeScript (the build minifies it; the
// Content-Security-Policy allows it by the hash of what the built page carries: shared-ui/server/security-headers.ts).
import { captureEarlyInput } from './captureEarlyInput.ts';

/**
 * Node's own reading of the TypeScript source leaves spaces where the types were: each line is trimmed, runs
 * of spaces made one, blank and comment-only lines dropped (the line breaks stay, so the code means the same).
 */
const compact = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim().replace(/ {2,}/g, ' '))
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');

export const EARLY_INPUT_SCRIPT = `(${compact(captureEarlyInput.toString())})(document);`;
