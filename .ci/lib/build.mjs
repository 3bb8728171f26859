// The release builds of the web packages, each only when it is not current (shared-ui/build/build-cache.mjs): a
// package whose release was made from the sources it has now, and whose dist is still that release, is not built
// again. Each package's own `build` script makes its whole release (webpack, and the shell's chrome or the public
// portal's page documents prerendered in Node, with its robots.txt and sitemap.xml): this loop only calls it.
import { join, resolve } from 'node:path';
import { root, runStep } from './processes.mjs';
import { buildInputs, forgetRecord, outputHash, readRecord, reasonToRun, recordFile, RELEASE_BUILD, writeRecord } from '../../shared-ui/build/build-cache.mjs';
import { WEB_PACKAGES } from '../../shared-ui/src/topology.ts';

export { WEB_PACKAGES };

/** What a package's release is made from besides its sources: the build command. */
const releaseInputs = (pkg) => buildInputs(pkg, { settings: RELEASE_BUILD });
const distHash = (pkg) => outputHash(join(root, pkg, 'dist'));

/** One package's release: its `build` script, from its folder (`source`, by default `<pkg>`) into `out` (by default its dist). */
export async function buildPackage(pkg, { source = join(root, pkg), out } = {}) {
  const env = { ...RELEASE_BUILD.env, ...(out ? { BUILD_OUT_DIR: resolve(out) } : {}) };
  if ((await runStep(pkg, [process.execPath, '--run', 'build'], { cwd: source, env })) === 0) return true;
  console.error(`[build] ${pkg} failed`);
  return false;
}

/** One package's release; made in its own dist from its own folder, it is recorded as that folder's current release. */
export async function releasePackage(pkg, { source, out } = {}) {
  const own = !source && !out;
  const inputs = own ? releaseInputs(pkg) : undefined;
  if (own) forgetRecord(recordFile(pkg, 'release'));
  if (!(await buildPackage(pkg, { source, out }))) return false;
  if (own) writeRecord(recordFile(pkg, 'release'), { inputs, output: distHash(pkg) });
  return true;
}

/** Every package whose release is not current. */
export async function buildAll(packages = WEB_PACKAGES, { concurrency = 2 } = {}) {
  const queue = [];
  for (const pkg of packages) {
    const reason = reasonToRun(readRecord(recordFile(pkg, 'release')), releaseInputs(pkg), distHash(pkg));
    if (reason) queue.push({ pkg, reason });
    else console.log(`[build] ${pkg}: unchanged since its last build, reused`);
  }
  let ok = true;
  const worker = async () => {
    while (queue.length) {
      const next = queue.shift();
      console.log(`[build] ${next.pkg} (${next.reason})`);
      const started = Date.now();
      if (await releasePackage(next.pkg)) console.log(`[build] ${next.pkg} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      else ok = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ok;
}
