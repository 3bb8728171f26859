// Of shared-ui, only its state is shared at run time (state.ts: the API client and the session; queries.tsx: the
// signed-in pages' data cache); every other part is bundled into each package that uses it. A module that reached
// their files by a relative path would carry a second copy of them: a second ApiError class (instanceof fails), a
// second API client (its error listeners never fire), a second data cache with its own session query. Every other
// part therefore imports them by name ('@college/shared-ui/state', '@college/shared-ui/queries', which Module
// Federation resolves to the page's copies); this test keeps it that way.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** Files reached from `entry` through relative imports and re-exports that exist at run time. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = relative(src, file);
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/gms)) {
      const [, , typeOnly, what, path] = match;
      if (typeOnly || /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(what ?? '')) continue;
      visit(join(dirname(file), path as string));
    }
  };
  visit(join(src, entry));
  return seen;
}

/** shared-ui's entries (package.json exports) other than the shared ones. */
const SHARED = ['./src/state.ts', './src/queries.tsx'];
const exportsMap: Record<string, string> = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')).exports;
const ENTRIES = Object.values(exportsMap)
  .filter((file) => /^\.\/src\/.*\.tsx?$/.test(file) && !SHARED.includes(file))
  .map((file) => file.slice('./src/'.length));

describe('shared-ui parts', () => {
  it('only the state entry carries the API client and the session', () => {
    const state = closure('state.ts');
    expect(state.has('api/client.ts')).toBe(true);
    expect(state.has('session/session.ts')).toBe(true);
    for (const entry of ENTRIES) {
      const copies = [...closure(entry)].filter((file) => state.has(file));
      expect(copies, `${entry} reaches the shared state's files by a relative path (import them from '@college/shared-ui/state')`).toEqual([]);
    }
  });

  it('only the queries entry carries the data cache, and it reaches the state by name', () => {
    const queries = closure('queries.tsx');
    expect(queries.has('queries/client.ts')).toBe(true);
    expect([...queries].filter((file) => closure('state.ts').has(file))).toEqual([]);
    for (const entry of [...ENTRIES, 'state.ts']) {
      const copies = [...closure(entry)].filter((file) => queries.has(file));
      expect(copies, `${entry} reaches the data cache's files by a relative path (import them from '@college/shared-ui/queries')`).toEqual([]);
    }
  });

  it("the public forms' sending part carries none of the signed-in portals' part", () => {
    const portal = closure('portal.ts');
    const sending = closure('submissions/index.ts');
    expect([...sending].filter((file) => portal.has(file))).toEqual([]);
    expect(sending.has('api/submissions.ts')).toBe(true);
  });
});
