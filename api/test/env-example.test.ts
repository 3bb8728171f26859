// .env.example is how a developer learns what can be set: it names every variable of README's table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('.env.example', () => {
  it("lists every variable of README's table", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Environment variables'));
    const rows = table
      .slice(0, table.indexOf('\n## '))
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const documented = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect(documented.length).toBeGreaterThan(20);
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(documented.filter((name) => !listed.has(name))).toEqual([]);
  });
});
