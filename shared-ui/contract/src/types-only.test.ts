// The portals take the API's types from the contract, and nothing else of it but its plain limits: its
// schemas are TypeBox objects, and the schema library has no place in a page's JavaScript. An import of
// them that is not `import type` would put it there; this test finds one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const FRONT_END = ['shared-ui/ui/src', 'shared-ui/platform/src', 'shell/src', 'mfe-public/src', 'mfe-student/src', 'mfe-faculty/src', 'mfe-admin/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `import ... from` / `export ... from` of a file with what it names and whether it is types only. */
function imports(code: string) {
  return [...code.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms)].map(([, , typeOnly, what = '', from = '']) => ({
    from,
    typesOnly: Boolean(typeOnly) || /^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}$/.test(what),
  }));
}

describe('the contract in the front end', () => {
  it('is imported for its types only, but for the plain limits module', () => {
    const runtime: string[] = [];
    let checked = 0;
    for (const file of FRONT_END.flatMap((dir) => sources(join(root, dir)))) {
      const name = relative(root, file);
      if (name.startsWith('shared-ui/contract/src/')) continue;
      for (const { from, typesOnly } of imports(readFileSync(file, 'utf8'))) {
        const plain = /\/contract\/(src\/)?(limits|formats)(\.ts)?$/.test(from);
        const schemas = from === 'typebox' || from.startsWith('typebox/') || from === '@college/contract' || (/\/contract\//.test(from) && !plain);
        if (!schemas) continue;
        checked += 1;
        if (!typesOnly) runtime.push(`${name}: ${from}`);
      }
    }
    expect(runtime, 'import the contract with `import type`; limits and checks come from @college/contract/limits').toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps its limits modules free of other imports, so a page that reads a limit gets nothing more', () => {
    const importsOf = (file: string) => imports(readFileSync(join(import.meta.dirname, file), 'utf8')).map(({ from }) => from);
    expect(importsOf('formats.ts')).toEqual([]);
    expect(new Set(importsOf('limits.ts'))).toEqual(new Set(['./formats.ts']));
  });
});
