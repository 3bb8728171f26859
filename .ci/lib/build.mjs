// The release builds of the web packages: each package's own `build` script, run through the task graph
// (turbo.json), which restores a package's dist from its content-hash cache when nothing it is made from changed.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './processes.mjs';
import { runTasks, taskHashes } from './turbo.mjs';
import { WEB_PACKAGES } from '../../shared-ui/topology/src/topology.ts';

export { WEB_PACKAGES };

/** What the build in a package's dist was made from: turbo's hash of its build. */
const stampFile = (pkg) => join(root, pkg, '.cache', 'build.json');
const readStamp = (pkg) => (existsSync(stampFile(pkg)) ? JSON.parse(readFileSync(stampFile(pkg), 'utf8')) : {});
function writeStamp(pkg, stamp) {
  mkdirSync(join(root, pkg, '.cache'), { recursive: true });
  writeFileSync(stampFile(pkg), JSON.stringify(stamp));
}

/**
 * The builds of `packages` in their dist, each only when turbo has no build of what it is made from now. Each
 * package's own `build` script makes its whole release, the prerendered part of the public pages included.
 */
export async function buildAll(packages = WEB_PACKAGES) {
  const hashes = taskHashes('build', packages);
  for (const pkg of packages) {
    const dist = join(root, pkg, 'dist');
    // a release put live (npm run release) stays in releases/; a build of other sources goes, or turbo's restore
    // of the build asked for now would leave that build's files beside its own
    if (lstatSync(dist, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(dist);
    else if (readStamp(pkg).build !== hashes[pkg]) rmSync(dist, { recursive: true, force: true });
  }
  const { ok } = await runTasks(['build'], { packages, extra: ['--output-logs=new-only'] });
  if (!ok) {
    console.error('[build] failed (see above)');
    return false;
  }
  for (const pkg of packages) if (readStamp(pkg).build !== hashes[pkg]) writeStamp(pkg, { build: hashes[pkg] });
  return true;
}

/**
 * One package's complete release into `out`, made by its own `build` script run in `source` (the package's folder,
 * or a copy of it), outside turbo's cache: what `npm run release` puts live beside the release it replaces.
 */
export async function buildRelease(pkg, { source = join(root, pkg), out }) {
  const dir = resolve(out);
  const code = await new Promise((done) => {
    const child = spawn(process.execPath, ['--run', 'build'], {
      cwd: source,
      env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: dir },
      stdio: 'inherit',
    });
    child.on('exit', (exit) => done(exit ?? 1));
  });
  if (code !== 0) console.error(`[build] ${pkg} failed`);
  return code === 0;
}
