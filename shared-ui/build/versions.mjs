// Every deployable package has a real version that changes when the package changes: package-versions.json
// (at the root) records, for each package's version, a hash of its sources. versions.test.ts fails with
// "bump the version of X" when a package's sources differ from the ones recorded for its version.
// After bumping: `node shared-ui/build/versions.mjs record` (it refuses to record changed sources under an old
// version). A portal's version is its mf-manifest.json's metaData.buildInfo.buildVersion; shared-ui's state
// entries (src/state.ts and the data cache, src/queries.tsx) are versioned on their own (`stateVersion` in
// shared-ui/package.json) because portals share them at run time by that version (webpack.mjs, sharedModules):
// an incompatible change of them is a major bump.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API, WEB_PACKAGES } from '@college/topology';

export const root = join(import.meta.dirname, '..', '..');
export const RECORD_FILE = join(root, 'package-versions.json');
export const RECORD_COMMAND = 'node shared-ui/build/versions.mjs record';

/** The packages in shared-ui/ (one folder each), versioned together as `shared-ui` (its ui package's version). */
const SHARED_UI_PACKAGES = new Set(['@college/shared-ui', '@college/contract', '@college/topology', '@college/platform', '@college/build', '@college/presets']);
const manifestDir = (dir) => (dir === 'shared-ui' ? 'shared-ui/ui' : dir);

/** The folders of the workspace packages `dir`'s package.json depends on (`workspace:`): built into it. */
export function workspaceDependencies(dir, base = root) {
  const json = JSON.parse(readFileSync(join(base, manifestDir(dir), 'package.json'), 'utf8'));
  const folders = Object.entries({ ...json.dependencies, ...json.devDependencies })
    .filter(([, spec]) => String(spec).startsWith('workspace:'))
    .map(([name]) => (SHARED_UI_PACKAGES.has(name) ? 'shared-ui' : name.replace(/^@college\//, '')));
  return [...new Set(folders)];
}

/**
 * What is versioned: each deployable package (its folder and the workspace packages it builds in: a portal
 * bundles shared-ui, so a change to shared-ui is a change to every portal) and shared-ui's state entry (the
 * files it is built from). `field` is where its package.json keeps its version.
 */
export const UNITS = [
  ...[...WEB_PACKAGES, API.folder, 'shared-ui'].map((dir) => ({
    name: dir,
    packageJson: `${manifestDir(dir)}/package.json`,
    field: 'version',
    files: [dir, ...workspaceDependencies(dir)],
  })),
  {
    name: '@college/shared-ui/state',
    packageJson: 'shared-ui/ui/package.json',
    field: 'stateVersion',
    // the state entry and the data cache (src/queries.tsx), shared under the same version
    files: [
      'shared-ui/ui/src/state.ts',
      'shared-ui/ui/src/api/client.ts',
      'shared-ui/ui/src/api/early.ts',
      'shared-ui/ui/src/api/auth.ts',
      'shared-ui/ui/src/api/login.ts',
      'shared-ui/ui/src/session/session.ts',
      'shared-ui/ui/src/queries.tsx',
      'shared-ui/ui/src/queries/client.ts',
      'shared-ui/ui/src/queries/session.ts',
    ],
  },
];

const VERSION_FIELDS = ['version', 'stateVersion'];
const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

/** The files of `paths` git knows of or would add (tracked, or untracked and not ignored), tests left out. */
export function filesOf(paths, base = root) {
  const list = (args) =>
    execFileSync('git', ['ls-files', '-z', ...args, '--', ...paths], { cwd: base, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  return [...new Set([...list(['--cached']), ...list(['--others', '--exclude-standard'])])]
    .filter((file) => !isTest(file) && existsSync(join(base, file)))
    .sort();
}

/** A hash of a unit's sources (`base`: the repository); its package.json counts without its version fields. */
export function sourceHash(unit, base = root) {
  const hash = createHash('sha256');
  for (const file of filesOf(unit.files, base)) {
    let content = readFileSync(join(base, file));
    if (file.endsWith('package.json')) {
      const json = JSON.parse(content.toString('utf8'));
      for (const field of VERSION_FIELDS) delete json[field];
      content = Buffer.from(JSON.stringify(json));
    }
    hash.update(`${file}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

export const versionOf = (unit) => {
  const version = JSON.parse(readFileSync(join(root, unit.packageJson), 'utf8'))[unit.field];
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${unit.packageJson} has no ${unit.field} (x.y.z)`);
  return version;
};

/** @returns {Record<string, { version: string, sources: string }>} */
export const recorded = () => (existsSync(RECORD_FILE) ? JSON.parse(readFileSync(RECORD_FILE, 'utf8')) : {});

/**
 * What is wrong with the versions, one sentence per unit: sources changed under the same version (bump it), or a
 * version (or its sources) not recorded yet (record it).
 */
export function versionProblems() {
  const record = recorded();
  const problems = [];
  for (const unit of UNITS) {
    const version = versionOf(unit);
    const sources = sourceHash(unit);
    const before = record[unit.name];
    if (before && before.version === version && before.sources !== sources) {
      problems.push(
        `bump the version of ${unit.name} (${unit.packageJson} ${unit.field}): its sources changed since ${version} was recorded; then run ${RECORD_COMMAND}`,
      );
    } else if (!before || before.version !== version) {
      problems.push(`${unit.name} ${version} is not recorded in package-versions.json: run ${RECORD_COMMAND}`);
    }
  }
  return problems;
}

/** Records every unit's version and sources; refuses when a unit's sources changed under its recorded version. */
export function record() {
  const bumps = versionProblems().filter((problem) => problem.startsWith('bump'));
  if (bumps.length) throw new Error(bumps.join('\n'));
  const next = Object.fromEntries(UNITS.map((unit) => [unit.name, { version: versionOf(unit), sources: sourceHash(unit) }]));
  writeFileSync(RECORD_FILE, `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

if (process.argv[1] === import.meta.filename && process.argv[2] === 'record') {
  try {
    for (const [name, { version }] of Object.entries(record())) console.log(`${name} ${version}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
