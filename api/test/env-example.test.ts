// .env.example is how a developer learns what can be set: it names every variable docs/configuration.md documents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('.env.example', () => {
  it('lists every variable of the configuration guide', () => {
    const guide = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
    // Each entry starts "- `NAME`, `OTHER`: default...": the names before the first colon.
    const entries = guide.split('\n').filter((line) => line.startsWith('- `'));
    const documented = entries.flatMap((entry) => [...entry.slice(0, entry.indexOf(':')).matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect(documented.length).toBeGreaterThan(20);
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(documented.filter((name) => !listed.has(name))).toEqual([]);
  });
});
