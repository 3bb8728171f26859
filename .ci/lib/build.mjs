import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderPublicPages } from './prerender.mjs';
import { root, runStep } from './processes.mjs';
import { WEB_PACKAGES } from '../../shared-ui/src/topology.ts';

export { WEB_PACKAGES };

export async function buildPackage(pkg) {
  const webpack = join(root, pkg, 'node_modules', '.bin', 'webpack');
  const code = await runStep(pkg, [webpack, '--mode', 'production'], { cwd: join(root, pkg), env: { NODE_ENV: 'production' } });
  if (code !== 0) console.error(`[build] ${pkg} failed`);
  return code === 0;
}

/** robots.txt and sitemap.xml come from the public route list (mfe-public/src/seo) and the shell serves them. */
async function generateSeoFiles() {
  const code = await runStep('seo', [process.execPath, join(root, 'mfe-public', 'src', 'seo', 'generate.ts')]);
  if (code !== 0) console.error('[build] robots.txt / sitemap.xml generation failed');
  return code === 0;
}

/** `release`: what is published (`npm run build`, `npm run prod:check`), which must carry its prerendered pages. */
export async function buildAll(packages = WEB_PACKAGES, { concurrency = 2, release = false } = {}) {
  if (packages.includes('shell') && !(await generateSeoFiles())) return false;
  const queue = [...packages];
  let ok = true;
  const worker = async () => {
    while (queue.length) {
      const pkg = queue.shift();
      console.log(`[build] ${pkg}`);
      if (!(await buildPackage(pkg))) ok = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // the public pages as static HTML, once every build they render from is in place
  if (ok && WEB_PACKAGES.every((pkg) => existsSync(join(root, pkg, 'dist')))) ok = await prerenderPublicPages({ required: release });
  return ok;
}
