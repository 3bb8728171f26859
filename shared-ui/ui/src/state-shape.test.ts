// @vitest-environment node
// Portals share the state entries at run time by `stateVersion` (shared-ui/ui/package.json): a portal takes the shell's
// copy when it satisfies ^its own. So the entries' shape is recorded per stateVersion (state-shapes/<version>.json)
// and may not change under a version; an entry removed or changed needs a new major (docs/releasing.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import queryLibrary from '@tanstack/react-query/package.json' with { type: 'json' };
import packageJson from '../package.json' with { type: 'json' };
import * as queries from './queries.tsx';
import * as state from './state.ts';

type Shape = Record<string, string>;

const SHAPES = join(import.meta.dirname, 'state-shapes');
const { stateVersion } = packageJson;

/** What a caller on another build can rely on: each export's kind (a function's parameter count, an object's keys). */
function kindOf(value: unknown): string {
  if (typeof value === 'function') return `function(${value.length})`;
  if (value !== null && typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Object.prototype) return `object {${Object.keys(value).sort().join(', ')}}`;
    return `instance of ${(value as { constructor: { name: string } }).constructor.name}`;
  }
  return typeof value;
}

function shapeNow(): Shape {
  const entries: Array<[string, string]> = [['@tanstack/react-query', `library ${queryLibrary.version.split('.')[0]}.x`]];
  for (const [entry, module] of [
    ['state', state],
    ['queries', queries],
  ] as const) {
    for (const [name, value] of Object.entries(module)) entries.push([`${entry}: ${name}`, kindOf(value)]);
  }
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const parse = (version: string) => version.split('.').map(Number);
function compareVersions(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
const major = (version: string) => parse(version)[0] ?? 0;
/** The entries of `before` that `now` lacks or has in another kind: a portal built against `before` may break. */
const breakingChanges = (before: Shape, now: Shape) => Object.keys(before).filter((name) => now[name] !== before[name]);
const recordedVersions = () =>
  readdirSync(SHAPES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort(compareVersions);
const recordedShape = (version: string): Shape => JSON.parse(readFileSync(join(SHAPES, `${version}.json`), 'utf8'));

describe('the shared state entries and stateVersion', () => {
  it('stateVersion is a version (x.y.z), the highest one recorded', () => {
    expect(stateVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const higher = recordedVersions().filter((version) => compareVersions(version, stateVersion) > 0);
    expect(higher, `stateVersion ${stateVersion} is lower than a recorded one: it only goes up`).toEqual([]);
  });

  it('has the shape recorded for its stateVersion', async () => {
    const file = join(SHAPES, `${stateVersion}.json`);
    const message = `the shared state changed under stateVersion ${stateVersion}: raise stateVersion in shared-ui/ui/package.json`;
    // checked by hand first: `vitest -u` must not overwrite the shape of a version portals were built against
    if (existsSync(file)) expect(shapeNow(), message).toEqual(recordedShape(stateVersion));
    // a new stateVersion: recorded on the first local run (in CI, where snapshots are not written, it fails)
    else await expect(`${JSON.stringify(shapeNow(), null, 2)}\n`).toMatchFileSnapshot(file);
  });

  it('is a new major when an entry of the previous version was removed or changed, not when one was added', () => {
    const before = { 'state: a': 'function(1)', 'state: b': 'function(0)' };
    expect(breakingChanges(before, { ...before, 'state: c': 'function(0)' })).toEqual([]);
    expect(breakingChanges(before, { 'state: a': 'function(2)' })).toEqual(['state: a', 'state: b']);
    const previous = recordedVersions()
      .filter((version) => compareVersions(version, stateVersion) < 0)
      .at(-1);
    const broken = previous ? breakingChanges(recordedShape(previous), shapeNow()) : [];
    if (previous && broken.length > 0) {
      expect(major(stateVersion), `${broken.join(', ')} changed since ${previous}: a major stateVersion`).toBeGreaterThan(major(previous));
    }
  });

  it('tells the kinds of exports and the order of versions apart', () => {
    expect(kindOf((a: number, b: number) => a + b)).toBe('function(2)');
    expect(kindOf({ queryKey: [], queryFn: () => null })).toBe('object {queryFn, queryKey}');
    expect(kindOf(new Map())).toBe('instance of Map');
    expect(compareVersions('3.10.0', '3.9.1')).toBeGreaterThan(0);
    expect(compareVersions('3.1.3', '3.1.3')).toBe(0);
  });
});
