// The release builds of the web packages: each package's own `build` script, run through the task graph
// (turbo.json), which restores a package's dist from its content-hash cache when nothing it is made from changed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRERENDERED, prerenderRelease } from './prerender.mjs';
import { root } from './processes.mjs';
import { runTasks, taskHashes } from './turbo.mjs';
import { WEB_PACKAGES } from '../../shared-ui/src/topology.ts';

export { WEB_PACKAGES };

const { LAYOUT_DIR, PAGES_DIR } = await import(join(root, 'shared-ui', 'src', 'composition.ts'));

// ---- Seam: the prerendered part, until it is in the packages' own `build` scripts. ----
// What each release's prerender writes into its build, and a stamp of the build and the prerender's code it was
// made from, so a build restored from turbo's cache is not prerendered again.
const PRERENDER_DIR = { shell: LAYOUT_DIR, 'mfe-public': PAGES_DIR };
const prerenderCode = createHash('sha256')
  .update(readFileSync(join(root, '.ci', 'lib', 'prerender.mjs')))
  .digest('hex');
const stampFile = (pkg) => join(root, pkg, '.cache', 'prerendered.json');
const hasChromium = () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

async function prerenderBuilds(packages, { release }) {
  const wanted = packages.filter((pkg) => PRERENDERED[pkg]);
  if (!wanted.length) return true;
  const hashes = taskHashes('build', wanted);
  for (const pkg of wanted) {
    const stamp = JSON.stringify({ build: hashes[pkg], prerender: prerenderCode });
    const current = existsSync(join(root, pkg, 'dist', PRERENDER_DIR[pkg])) && existsSync(stampFile(pkg)) && readFileSync(stampFile(pkg), 'utf8') === stamp;
    if (current) {
      console.log(`[prerender] ${pkg}: its build is unchanged since its last prerender, reused`);
      continue;
    }
    if (!(await prerenderRelease(pkg, { required: release }))) return false;
    if (hasChromium()) {
      mkdirSync(join(root, pkg, '.cache'), { recursive: true });
      writeFileSync(stampFile(pkg), stamp);
    }
  }
  return true;
}
// ---- end of seam ----

/**
 * The builds of `packages` in their dist, each only when turbo has no build of what it is made from now, each with
 * its prerendered part. A dist that is a release put live (npm run release) is left in releases/ and replaced.
 * `release`: what is published, which must carry its prerendered part (Chromium required).
 */
export async function buildAll(packages = WEB_PACKAGES, { release = false } = {}) {
  for (const pkg of packages) {
    const dist = join(root, pkg, 'dist');
    if (existsSync(dist) && lstatSync(dist).isSymbolicLink()) unlinkSync(dist);
  }
  const { ok } = await runTasks(['build'], { packages, extra: ['--output-logs=new-only'] });
  if (!ok) {
    console.error('[build] failed (see above)');
    return false;
  }
  return prerenderBuilds(packages, { release });
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
  if (code !== 0) {
    console.error(`[build] ${pkg} failed`);
    return false;
  }
  return prerenderRelease(pkg, { dist: dir, required: true });
}
