// The release builds of the web packages, each with the prerendered part of the public pages it carries, and each
// only when it is not current (shared-ui/build/build-cache.mjs): a package whose release was made from the
// sources it has now, and whose dist is still that release, is not built again. webpack's persistent cache
// (shared-ui/build/webpack.mjs) makes what is built quicker.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prerenderRelease } from './prerender.mjs';
import { root, runStep } from './processes.mjs';
import { buildInputs, forgetRecord, outputHash, readRecord, reasonToRun, recordFile, RELEASE_BUILD, writeRecord } from '../../shared-ui/build/build-cache.mjs';
import { WEB_PACKAGES } from '../../shared-ui/src/topology.ts';

export { WEB_PACKAGES };

const { PAGES_PORTAL } = await import(join(root, 'shared-ui', 'src', 'composition.ts'));

/**
 * What a package's release is made from besides its sources: the build command, the prerender's code, and
 * whether Chromium is there to run it (a release made without it lacks its prerendered part).
 */
const releaseInputs = (pkg) =>
  buildInputs(pkg, {
    settings: { ...RELEASE_BUILD, prerender: existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
    files: ['.ci/lib/prerender.mjs'],
  });
const distHash = (pkg) => outputHash(join(root, pkg, 'dist'));

/**
 * webpack for one package, from its folder (`source`, by default `<pkg>`) into `out` (by default its dist). The
 * public portal's build also carries robots.txt and sitemap.xml, made from its route list (src/seo), which the
 * shell's server and nginx serve at the site's root.
 */
export async function buildPackage(pkg, { source = join(root, pkg), out } = {}) {
  const webpack = join(source, 'node_modules', '.bin', 'webpack');
  const env = { ...RELEASE_BUILD.env, ...(out ? { BUILD_OUT_DIR: resolve(out) } : {}) };
  if ((await runStep(pkg, [webpack, ...RELEASE_BUILD.args], { cwd: source, env })) !== 0) {
    console.error(`[build] ${pkg} failed`);
    return false;
  }
  if (pkg !== PAGES_PORTAL.folder) return true;
  const seoOut = out ? resolve(out) : join(root, pkg, 'dist');
  if ((await runStep('seo', [process.execPath, join(source, 'src', 'seo', 'generate.ts')], { env: { SEO_OUT_DIR: seoOut } })) !== 0) {
    console.error(`[build] ${pkg}: robots.txt / sitemap.xml generation failed`);
    return false;
  }
  return true;
}

/**
 * One package's release: its build and the prerendered part of the public pages it carries (the shell its
 * chrome, the public portal its page documents), made from that build alone. `release`: what is published
 * (`npm run build`, `npm run prod:check`), which must carry its prerendered part. Made in its own dist from its
 * own folder, it is recorded as that folder's current release.
 */
export async function releasePackage(pkg, { source, out, release = false } = {}) {
  const own = !source && !out;
  const inputs = own ? releaseInputs(pkg) : undefined;
  if (own) forgetRecord(recordFile(pkg, 'release'));
  if (!(await buildPackage(pkg, { source, out }))) return false;
  if (!(await prerenderRelease(pkg, { dist: out ? resolve(out) : join(root, pkg, 'dist'), required: release }))) return false;
  if (own) writeRecord(recordFile(pkg, 'release'), { inputs, output: distHash(pkg) });
  return true;
}

/**
 * Every package whose release is not current, and each one's prerendered part once the builds are done;
 * `release` as for releasePackage.
 */
export async function buildAll(packages = WEB_PACKAGES, { concurrency = 2, release = false } = {}) {
  const queue = [];
  for (const pkg of packages) {
    const inputs = releaseInputs(pkg);
    const reason = reasonToRun(readRecord(recordFile(pkg, 'release')), inputs, distHash(pkg));
    if (reason) queue.push({ pkg, inputs, reason });
    else console.log(`[build] ${pkg}: unchanged since its last build, reused`);
  }
  const built = [];
  let ok = true;
  const worker = async () => {
    while (queue.length) {
      const next = queue.shift();
      console.log(`[build] ${next.pkg} (${next.reason})`);
      const started = Date.now();
      forgetRecord(recordFile(next.pkg, 'release'));
      if (await buildPackage(next.pkg)) {
        built.push(next);
        console.log(`[build] ${next.pkg} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else ok = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // each release's prerendered part, from its own build (one browser at a time on this 2-core machine)
  for (const { pkg, inputs } of packages.map((name) => built.find((entry) => entry.pkg === name)).filter(Boolean)) {
    if (!ok || !existsSync(join(root, pkg, 'dist'))) continue;
    ok = await prerenderRelease(pkg, { required: release });
    if (ok) writeRecord(recordFile(pkg, 'release'), { inputs, output: distHash(pkg) });
  }
  return ok;
}
