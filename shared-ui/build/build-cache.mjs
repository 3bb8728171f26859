// Whether a release build is still current, so that `npm start` builds only what changed. For each package, a hash
// of what its build is made from (its files and those of the workspace packages it bundles, its webpack
// configuration among them, the lockfile, the build command) is recorded after the build, with a hash of the dist
// it produced, in the package's .cache folder (beside webpack's own cache). A package is built again when
// either differs: its sources changed, or its dist is not the one that was built from them (a deploy test swaps a
// portal's dist; a failed build leaves half of one). The prerendered public pages are recorded the same way, from
// the dists they are rendered from (the shell's and the public portal's). Nothing recorded (a fresh clone):
// everything is built.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { filesOf, root, workspaceDependencies } from './versions.mjs';

/** The build command of a release (the settings a build is made with are part of what it is made from). */
export const RELEASE_BUILD = { args: ['--mode', 'production'], env: { NODE_ENV: 'production' } };

/** Files of the workspace root that every package's build depends on. */
const WORKSPACE_FILES = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.node-version'];

/** Where a package's records are: its .cache folder (git-ignored), beside webpack's cache. */
export const recordFile = (pkg, name, base = root) => join(base, pkg, '.cache', 'builds', `${name}.json`);

const hashFiles = (hash, base, files) => {
  for (const file of files) {
    const path = join(base, file);
    if (!existsSync(path)) continue;
    hash.update(`${file}\0`).update(readFileSync(path)).update('\0');
  }
};

/**
 * One hash of what `pkg`'s release build is made from (tests left out: no build reads them). `files`: more files of
 * the workspace its release is made with (the prerender's code).
 */
export function buildInputs(pkg, { base = root, settings = RELEASE_BUILD, files = [] } = {}) {
  const hash = createHash('sha256');
  hash.update(`${JSON.stringify(settings)}\0`);
  hashFiles(hash, base, [...WORKSPACE_FILES, ...files]);
  hashFiles(hash, base, filesOf([pkg, ...workspaceDependencies(pkg, base)], base));
  return hash.digest('hex');
}

function filesUnder(dir, skip) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skip.some((folder) => file.startsWith(join(dir, folder, '/'))))
    .sort();
}

/** A hash of the files under `dir` (names and contents), `skip` (folders) left out; undefined when there is no `dir`. */
export function outputHash(dir, { skip = [] } = {}) {
  if (!existsSync(dir)) return undefined;
  const hash = createHash('sha256');
  for (const file of filesUnder(dir, skip))
    hash
      .update(`${relative(dir, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

/** @returns {{ inputs: string, output: string } | undefined} */
export function readRecord(file) {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8'));
    return typeof record?.inputs === 'string' && typeof record?.output === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

export function writeRecord(file, record) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

export const forgetRecord = (file) => rmSync(file, { force: true });

/**
 * Why a step (a package's build, the prerender) has to run, or undefined when what it produced is in place and
 * was made from the same inputs.
 * @param {{ inputs: string, output: string } | undefined} record  what was recorded after it last ran
 * @param {string} inputs  what it would be made from now
 * @param {string | undefined} output  what is in place now (undefined: nothing)
 */
export function reasonToRun(record, inputs, output) {
  if (output === undefined) return 'nothing built yet';
  if (!record) return 'no record of what it was built from';
  if (record.inputs !== inputs) return 'its sources changed';
  if (record.output !== output) return 'what is in place is not what was built from these sources';
  return undefined;
}
