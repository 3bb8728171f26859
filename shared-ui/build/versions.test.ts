import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORD_COMMAND, recorded, sourceHash, UNITS, versionOf, versionProblems } from './versions.mjs';

describe('package versions', () => {
  it('every package changed since its version was recorded has a new version, and it is recorded', () => {
    expect(versionProblems(), `after bumping: ${RECORD_COMMAND}`).toEqual([]);
  });

  it('each package and the shared state entry have a real version, recorded under its name', () => {
    const record = recorded();
    for (const unit of UNITS) {
      expect(versionOf(unit)).toMatch(/^\d+\.\d+\.\d+$/);
      expect(record[unit.name]?.version, `${unit.name} is missing from package-versions.json`).toBe(versionOf(unit));
    }
  });

  it('a package’s hash changes with its sources (tests and ignored files aside), not with its version', () => {
    const repo = mkdtempSync(join(tmpdir(), 'versions-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: repo });
      mkdirSync(join(repo, 'pkg', 'src'), { recursive: true });
      const write = (file: string, text: string) => writeFileSync(join(repo, file), text);
      write('.gitignore', 'pkg/dist\n');
      write('pkg/package.json', JSON.stringify({ name: 'pkg', version: '1.0.0' }));
      write('pkg/src/a.ts', 'export const a = 1;\n');
      const unit = { name: 'pkg', packageJson: 'pkg/package.json', field: 'version', files: ['pkg'] };
      const first = sourceHash(unit, repo);
      write('pkg/package.json', JSON.stringify({ name: 'pkg', version: '1.0.1' }));
      mkdirSync(join(repo, 'pkg', 'dist'));
      write('pkg/dist/main.js', 'built\n');
      write('pkg/src/a.test.ts', 'test\n');
      expect(sourceHash(unit, repo)).toBe(first);
      write('pkg/src/a.ts', 'export const a = 2;\n');
      expect(sourceHash(unit, repo)).not.toBe(first);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
