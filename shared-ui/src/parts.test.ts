// shared-ui is shared as separate singletons: the core (index.ts) and the portals' part (portal.ts). A
// module the portal part reached by a relative path would be bundled into it as a second copy: a second
// ApiError class (instanceof fails), a second API client (its error listeners never fire). The portal
// part therefore imports the core by name ('@college/shared-ui'); this test keeps it that way.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
/** Stateless data that both parts may carry a copy of. */
const MAY_BE_IN_BOTH = ['auth/texts.ts'];

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

describe('shared-ui parts', () => {
  it('the portal part carries no copy of a core module', () => {
    const core = closure('index.ts');
    const portal = closure('portal.ts');
    const both = [...portal].filter((file) => core.has(file) && !MAY_BE_IN_BOTH.includes(file));
    expect(both).toEqual([]);
    expect(core.has('api/client.ts')).toBe(true);
    expect(portal.has('auth/LoginForm.tsx')).toBe(true);
  });

  it('the public forms\' sending part carries no copy of a core module', () => {
    const core = closure('index.ts');
    const sending = closure('submissions/index.ts');
    expect([...sending].filter((file) => core.has(file))).toEqual([]);
    expect(sending.has('api/submissions.ts')).toBe(true);
  });
});
