// @vitest-environment node
// The topology is described once (topology.ts): a port, a federation name or a list of the portals written
// anywhere else would drift from it, so this test reads the sources and fails when one comes back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortalRoute, PORTALS, stackPorts } from './topology.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', 'releases', '.cache', '.data', '.git', '.toolchain', 'test-results', 'playwright-report', 'prerendered']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    // the production configuration too: its placeholders are filled in from the topology (.ci/lib/prod.mjs)
    return /\.(ts|tsx|mjs|js|template)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const COPIES: [what: string, pattern: RegExp][] = [
  [
    'a default port of the shell, a portal, the API or the database',
    /port\w*\s*(\?\?|=|:)[^;]*\b(300[0-4]|4000|54329)\b|\b(300[0-4]|4000|54329)\s*\+\s*offset/i,
  ],
  ['a port in an address', /localhost:(300[0-4]|4000)\b/],
  ['a federation name', /['"`]mfe_(public|student|faculty|admin)['"`]/],
  ['a list of the portal folders', /['"]mfe-public['"],\s*['"]mfe-student['"]/],
  ["a list of the portals' route prefixes", /\(student\|faculty\|admin\)-\(login\|dashboard\)/],
  ['a route the topology gives a portal', /<Route path=["'`]\/(student|faculty|admin)-dashboard/],
];

describe('the topology', () => {
  it('is the only place that names the ports, the federation names and the portal lists', () => {
    const found: string[] = [];
    for (const file of sources(root)) {
      const where = relative(root, file);
      if (where === join('shared-ui', 'topology', 'src', 'topology.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // examples in comments describe; only code can drift
          if (/^\s*(\/\/|\*|\/\*\*|#)/.test(line)) return;
          for (const [what, pattern] of COPIES) if (pattern.test(line)) found.push(`${where}:${index + 1}: ${what}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('gives every portal its own port and federation name, and shifts a whole stack by one offset', () => {
    expect(new Set(PORTALS.map((portal) => portal.defaultPort)).size).toBe(PORTALS.length);
    expect(PORTALS.map((portal) => portal.name)).toEqual(PORTALS.map((portal) => portal.folder.replace('-', '_')));
    const shifted = stackPorts(100);
    expect(shifted.shell).toBe(stackPorts().shell + 100);
    expect(Object.values(shifted.portals)).toEqual(PORTALS.map((portal) => portal.defaultPort + 100));
  });

  it("knows the signed-in portals' paths, and nothing of the public site", () => {
    for (const path of ['/student-login', '/student-dashboard/7', '/faculty-dashboard/3/subjects/2', '/admin-dashboard', '/admin-dashboard/fees']) {
      expect(isPortalRoute(path), path).toBe(true);
    }
    for (const path of ['/', '/courses', '/student-loginx', '/admissions/fee-structure', '/exams/schedule']) expect(isPortalRoute(path), path).toBe(false);
  });
});
