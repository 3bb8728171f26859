import { seo } from '@college/shared-ui/content';

/** robots.txt: everything public is crawlable, the login-protected portals are not. */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...seo.portalPathPrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
