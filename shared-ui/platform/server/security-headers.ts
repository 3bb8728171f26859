// The security headers of every page answer: one policy, the shell's server's, in development, `npm start` and
// behind nginx in production, so a page that breaks the policy fails in e2e, not first in production. Only the
// origins differ: locally each portal is served from its own port, in production everything comes from the
// site's origin.

import { createHash } from 'node:crypto';
import { institution } from '@college/shared-ui/content';

const DEFAULT_BOOKS_API = 'https://www.googleapis.com/books/v1/volumes';

export interface PolicyOrigins {
  /** Where portal code, styles, fonts and images come from besides the site itself. */
  portals?: string[];
  /** The books service of the digital library (BOOKS_API_BASE). */
  booksApiBase?: string;
  /** The API, when browsers call it on another origin (PUBLIC_API_BASE). */
  apiBase?: string;
  /** The hashes of the inline scripts the shell's pages carry (`inlineScriptHashes` of its index.html). */
  inlineScripts?: string[];
  /**
   * `npm run dev` (never a release): what webpack's development build needs besides, its modules evaluated from
   * source (`eval`) and the sockets that bring the hot updates of each dev server (listed in `portals`).
   */
  devServer?: boolean;
}

/**
 * The policy's source expressions (`'sha256-…'`) for the scripts written inside a page: taken from the built
 * page itself (the build minifies them), so the policy allows exactly what the shell's release carries. Data
 * blocks (JSON, JSON-LD) are not scripts a policy governs.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => body.trim() !== '' && !/\bsrc=/i.test(attributes) && !/\btype=["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

const originOf = (url: string | undefined): string[] => (url && URL.canParse(url) ? [new URL(url).origin] : []);
const unique = (values: string[]) => [...new Set(values)];

export function contentSecurityPolicy(origins: PolicyOrigins = {}): string {
  const portals = unique((origins.portals ?? []).flatMap(originOf));
  const sockets = origins.devServer ? portals.map((origin) => origin.replace(/^http/, 'ws')) : [];
  const connect = unique([...portals, ...sockets, ...originOf(origins.apiBase), ...originOf(origins.booksApiBase ?? DEFAULT_BOOKS_API)]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // inline, only the scripts the shell's own pages carry, by their hashes (none today)
    ['script-src', ["'self'", ...(origins.devServer ? ["'unsafe-eval'"] : []), ...(origins.inlineScripts ?? []), ...portals]],
    ['style-src', ["'self'", "'unsafe-inline'", ...portals]],
    ['img-src', ["'self'", 'data:', 'https:', ...portals]],
    ['font-src', ["'self'", ...portals]],
    ['connect-src', ["'self'", ...connect]],
    // the footer's map, embedded on request from the provider the content module names
    ['frame-src', originOf(institution.map.embedUrl)],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers nginx adds to every answer; HSTS only where the site is served over HTTPS. */
export function securityHeaders(origins: PolicyOrigins = {}, https = false): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
