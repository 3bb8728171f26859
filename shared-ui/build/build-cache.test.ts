// When `npm start` builds a package again and when it reuses its dist (build-cache.mjs), on a workspace of its own:
// a git repository with shared-ui and two portals, as the real one is laid out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, forgetRecord, outputHash, readRecord, reasonToRun, recordFile, writeRecord } from './build-cache.mjs';

let base: string;

function write(file: string, text: string) {
  mkdirSync(dirname(join(base, file)), { recursive: true });
  writeFileSync(join(base, file), text);
}

const manifest = (name: string, version: string, workspace: string[] = []) =>
  JSON.stringify({ name: `@college/${name}`, version, dependencies: Object.fromEntries(workspace.map((dep) => [`@college/${dep}`, 'workspace:*'])) });

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'build-cache-'));
  execFileSync('git', ['init', '-q'], { cwd: base });
  // (as the repository's: the deploy tests swap a portal's dist through dist-next/ and dist-previous/)
  write('.gitignore', 'node_modules/\ndist/\ndist-next/\ndist-previous/\n.cache/\n');
  write('package.json', '{"name":"workspace"}');
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('pnpm-workspace.yaml', 'packages: [shared-ui, mfe-student, mfe-faculty]\n');
  write('.node-version', '24.21.0\n');
  write('shared-ui/package.json', manifest('shared-ui', '1.0.0'));
  write('shared-ui/src/Button.tsx', 'export const Button = () => null;\n');
  write('shared-ui/build/webpack.mjs', 'export const federatedConfig = () => ({});\n');
  for (const portal of ['mfe-student', 'mfe-faculty']) {
    write(`${portal}/package.json`, manifest(portal, '1.0.0', ['shared-ui']));
    write(`${portal}/webpack.config.mjs`, "export default { mode: 'production' };\n");
    write(`${portal}/src/App.tsx`, 'export const App = () => null;\n');
    write(`${portal}/src/App.test.tsx`, "it('renders', () => {});\n");
  }
  // tracked or not, a file counts the same: only ignored files and tests are left out
  execFileSync('git', ['add', '-A'], { cwd: base });
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

/** Builds `pkg` as far as the cache is concerned: a dist, and the record of what it was built from. */
function build(pkg: string, content = 'built') {
  write(`${pkg}/dist/main.js`, content);
  write(`${pkg}/dist/main.js.br`, `${content} (compressed)`);
  writeRecord(recordFile(pkg, 'release', base), { inputs: buildInputs(pkg, { base }), output: outputHash(join(base, pkg, 'dist')) });
}

/** Why `npm start` would build `pkg` now (undefined: it reuses the dist). */
const reason = (pkg: string) => reasonToRun(readRecord(recordFile(pkg, 'release', base)), buildInputs(pkg, { base }), outputHash(join(base, pkg, 'dist')));

describe('npm start builds a package again', () => {
  it('when it was never built, or nothing says what its dist was built from', () => {
    expect(reason('mfe-student')).toBe('nothing built yet');
    build('mfe-student');
    forgetRecord(recordFile('mfe-student', 'release', base));
    expect(reason('mfe-student')).toBe('no record of what it was built from');
  });

  it('when one of its sources changes, or a file it did not have appears', () => {
    build('mfe-student');
    write('mfe-student/src/App.tsx', 'export const App = () => "changed";\n');
    expect(reason('mfe-student')).toBe('its sources changed');
    build('mfe-student');
    write('mfe-student/src/features/new.tsx', 'export const New = () => null;\n');
    expect(reason('mfe-student')).toBe('its sources changed');
  });

  it('when its webpack configuration, its version, the lockfile or the pinned Node.js change', () => {
    const changes: [string, string][] = [
      ['mfe-student/webpack.config.mjs', "export default { mode: 'production', devtool: false };\n"],
      ['mfe-student/package.json', manifest('mfe-student', '1.0.1', ['shared-ui'])],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.0\n# a dependency upgraded\n'],
      ['.node-version', '24.22.0\n'],
    ];
    for (const [file, text] of changes) {
      build('mfe-student');
      write(file, text);
      expect(reason('mfe-student'), file).toBe('its sources changed');
    }
  });

  it('when a file its release is made with besides its sources changes (the prerender of its part of the public pages)', () => {
    write('.ci/lib/build.mjs', 'export const prerender = 1;\n');
    const before = buildInputs('mfe-student', { base, files: ['.ci/lib/build.mjs'] });
    write('.ci/lib/build.mjs', 'export const prerender = 2;\n');
    expect(buildInputs('mfe-student', { base, files: ['.ci/lib/build.mjs'] })).not.toBe(before);
  });

  it('when shared-ui, which it bundles, changes: its components or its build setup', () => {
    for (const [file, text] of [
      ['shared-ui/src/Button.tsx', 'export const Button = () => "new";\n'],
      ['shared-ui/build/webpack.mjs', 'export const federatedConfig = () => ({ cache: false });\n'],
    ]) {
      build('mfe-student');
      build('mfe-faculty');
      write(file, text);
      expect(reason('mfe-student'), file).toBe('its sources changed');
      expect(reason('mfe-faculty'), file).toBe('its sources changed');
    }
  });

  it('when its dist is not the one that was built (swapped for another build, or half rewritten by a failed one)', () => {
    build('mfe-student', 'release 1');
    renameSync(join(base, 'mfe-student/dist'), join(base, 'mfe-student/dist-previous'));
    write('mfe-student/dist/main.js', 'another build');
    write('mfe-student/dist/main.js.br', 'release 1 (compressed)');
    expect(reason('mfe-student')).toBe('what is in place is not what was built from these sources');
    // the release it was built from, put back: reused
    rmSync(join(base, 'mfe-student/dist'), { recursive: true });
    renameSync(join(base, 'mfe-student/dist-previous'), join(base, 'mfe-student/dist'));
    expect(reason('mfe-student')).toBeUndefined();
  });
});

describe('npm start reuses a package’s dist', () => {
  it('when nothing it is built from changed', () => {
    build('mfe-student');
    expect(reason('mfe-student')).toBeUndefined();
  });

  it('when only another portal, a test, or a file git ignores changed', () => {
    build('mfe-student');
    build('mfe-faculty');
    write('mfe-faculty/src/App.tsx', 'export const App = () => "faculty only";\n');
    write('mfe-student/src/App.test.tsx', "it('renders again', () => {});\n");
    write('mfe-student/.cache/webpack/index.pack', 'cache');
    expect(reason('mfe-student')).toBeUndefined();
    expect(reason('mfe-faculty')).toBe('its sources changed');
  });
});

describe('what a build produced', () => {
  it('is a hash of the names and contents of its files, without the folders left to another step', () => {
    write('shell/dist/index.html', '<html>');
    const before = outputHash(join(base, 'shell/dist'), { skip: ['prerendered'] });
    write('shell/dist/prerendered/about/index.html', '<html>about');
    expect(outputHash(join(base, 'shell/dist'), { skip: ['prerendered'] })).toBe(before);
    expect(outputHash(join(base, 'shell/dist'))).not.toBe(before);
    write('shell/dist/index.html', '<html lang="en">');
    expect(outputHash(join(base, 'shell/dist'), { skip: ['prerendered'] })).not.toBe(before);
    expect(outputHash(join(base, 'shell/missing'))).toBeUndefined();
  });

  it('is not trusted from a record that cannot be read', () => {
    write('mfe-student/.cache/builds/release.json', '{"inputs": "abc"');
    expect(readRecord(recordFile('mfe-student', 'release', base))).toBeUndefined();
  });
});
