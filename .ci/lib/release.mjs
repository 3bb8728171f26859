// Releases put live and rolled back: each package's complete release is built into releases/<package>/<id>/ beside
// the live one (<id>: its package.json version, as Changesets wrote it, and the time), and its `dist` becomes a
// symbolic link to it, swapped with one rename(2), so every request is answered wholly from the old release or
// wholly from the new one. releases/<package>/history.json lists the releases that were live, the live one last.
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildRelease } from './build.mjs';
import { root } from './processes.mjs';

const releasesOf = (pkg) => join(root, 'releases', pkg);
const historyFile = (pkg) => join(releasesOf(pkg), 'history.json');
const readHistory = (pkg) => (existsSync(historyFile(pkg)) ? JSON.parse(readFileSync(historyFile(pkg), 'utf8')) : []);
const writeHistory = (pkg, history) => writeFileSync(historyFile(pkg), `${JSON.stringify(history, null, 2)}\n`);
const versionOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
const newId = (version) => `${version}-${new Date().toISOString().replace(/[:.]/g, '-')}`;

/** `dist` points at release `id` from the next request on (one rename over the link that was there). */
function pointAt(pkg, id) {
  const dist = join(root, pkg, 'dist');
  const next = join(root, pkg, `dist.${process.pid}.next`);
  rmSync(next, { force: true });
  symlinkSync(relative(join(root, pkg), join(releasesOf(pkg), id)), next);
  renameSync(next, dist);
}

/**
 * The build in `dist` kept as a release, when it is a folder (npm start's build, not yet a release): it is
 * moved into releases/ and linked, the one moment a request could find no `dist`, so the next release can be
 * rolled back to it.
 */
function keepBuildInPlace(pkg) {
  const dist = join(root, pkg, 'dist');
  if (!existsSync(dist) || lstatSync(dist).isSymbolicLink()) return;
  const manifest = join(dist, 'mf-manifest.json');
  const built = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).metaData.buildInfo.buildVersion : versionOf(join(root, pkg));
  const id = `${newId(built)}-built`;
  renameSync(dist, join(releasesOf(pkg), id));
  pointAt(pkg, id);
  writeHistory(pkg, [...readHistory(pkg), id]);
}

/** Builds `pkg`'s complete release (from `source`, a copy of its folder, when given) and puts it live. */
export async function release(pkg, { source } = {}) {
  mkdirSync(releasesOf(pkg), { recursive: true });
  const version = versionOf(source ?? join(root, pkg));
  const id = newId(version);
  const out = join(releasesOf(pkg), id);
  if (!(await buildRelease(pkg, { source, out }))) {
    rmSync(out, { recursive: true, force: true });
    return false;
  }
  keepBuildInPlace(pkg);
  pointAt(pkg, id);
  writeHistory(pkg, [...readHistory(pkg), id]);
  console.log(`[release] ${pkg} ${version} is live (releases/${pkg}/${id})`);
  return true;
}

/** Puts the release that was live before the current one back, and removes the current one. */
export function rollback(pkg) {
  const history = readHistory(pkg);
  const live = history.at(-1);
  const previous = history.at(-2);
  if (!live || !previous || !existsSync(join(releasesOf(pkg), previous))) {
    console.error(`[rollback] ${pkg}: no earlier release to put back (releases/${pkg}/history.json)`);
    return false;
  }
  pointAt(pkg, previous);
  writeHistory(pkg, history.slice(0, -1));
  rmSync(join(releasesOf(pkg), live), { recursive: true, force: true });
  console.log(`[rollback] ${pkg}: ${previous} is live again (${live} removed)`);
  return true;
}
