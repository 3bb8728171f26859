import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prerenderRelease } from './prerender.mjs';
import { root, runStep } from './processes.mjs';
import { WEB_PACKAGES } from '../../shared-ui/src/topology.ts';

export { WEB_PACKAGES };

const { PAGES_PORTAL } = await import(join(root, 'shared-ui', 'src', 'composition.ts'));

/**
 * webpack for one package, from its folder (`source`, by default `<pkg>`) into `out` (by default its dist). The
 * public portal's build also carries robots.txt and sitemap.xml, made from its route list (src/seo), which the
 * shell's server and nginx serve at the site's root.
 */
export async function buildPackage(pkg, { source = join(root, pkg), out } = {}) {
  const webpack = join(source, 'node_modules', '.bin', 'webpack');
  const env = { NODE_ENV: 'production', ...(out ? { BUILD_OUT_DIR: resolve(out) } : {}) };
  if ((await runStep(pkg, [webpack, '--mode', 'production'], { cwd: source, env })) !== 0) {
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
 * (`npm run build`, `npm run prod:check`), which must carry its prerendered part.
 */
export async function releasePackage(pkg, { source, out, release = false } = {}) {
  if (!(await buildPackage(pkg, { source, out }))) return false;
  return prerenderRelease(pkg, { dist: out ? resolve(out) : join(root, pkg, 'dist'), required: release });
}

/** Every package, and each one's prerendered part once the builds are done; `release` as for releasePackage. */
export async function buildAll(packages = WEB_PACKAGES, { concurrency = 2, release = false } = {}) {
  const queue = [...packages];
  const built = [];
  let ok = true;
  const worker = async () => {
    while (queue.length) {
      const pkg = queue.shift();
      console.log(`[build] ${pkg}`);
      if (await buildPackage(pkg)) built.push(pkg);
      else ok = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // each release's prerendered part, from its own build (one browser at a time on this 2-core machine)
  for (const pkg of packages) if (ok && built.includes(pkg) && existsSync(join(root, pkg, 'dist'))) ok = await prerenderRelease(pkg, { required: release });
  return ok;
}
