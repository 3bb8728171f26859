// Writes robots.txt and sitemap.xml into this portal's build (SEO_OUT_DIR, by default dist/): part of its release,
// served at the site's root by the shell's server and by nginx. Run after webpack (.ci/lib/build.mjs):
// `node mfe-public/src/seo/generate.ts` (SITE_URL sets the address).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteUrlFrom } from '@college/shared-ui/content';
import { publicRoutes } from './public-routes.ts';
import { buildRobotsTxt } from './robots.ts';
import { buildSitemapXml } from './sitemap.ts';

const outDir = process.env.SEO_OUT_DIR ?? process.env.BUILD_OUT_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
const siteUrl = siteUrlFrom(process.env.SITE_URL);

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'robots.txt'), buildRobotsTxt(siteUrl));
writeFileSync(join(outDir, 'sitemap.xml'), buildSitemapXml(siteUrl, publicRoutes));
console.log(`robots.txt and sitemap.xml (${publicRoutes.length} routes, ${siteUrl}) written to ${outDir}`);
