// The node shell server's side of the composition (@college/platform/composition says what is composed): the public portal's
// documents are read from its origin, as a browser would get its scripts, revalidated on every request (an
// unchanged file costs a 304); the chrome is read from the shell's own build. What is sent is compressed once
// per combination of files and request variables.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Composed, composePage, documentPortal, type Found, PAGES_PORTAL, portalBases, requestVars } from '@college/platform/composition';
import type { PortalDescription } from '@college/topology';

/** Files of a portal's release, fetched from where it is served; each answer kept with its ETag. */
export class RemoteFiles {
  private readonly known = new Map<string, Found & { etag: string }>();
  private readonly timeoutMs: number;

  constructor(timeoutMs = 3_000) {
    this.timeoutMs = timeoutMs;
  }

  async get(url: string): Promise<Found | undefined> {
    const cached = this.known.get(url);
    let response: Response;
    let text: string;
    // The timeout covers the body as well as the headers: a file that stops arriving half way is
    // as absent as one that never answered, and the page is served without it.
    try {
      response = await fetch(url, { headers: cached ? { 'if-none-match': cached.etag } : {}, signal: AbortSignal.timeout(this.timeoutMs) });
      if (response.status === 304 && cached) return cached;
      if (!response.ok) {
        this.known.delete(url);
        await response.body?.cancel();
        return undefined;
      }
      text = await response.text();
    } catch {
      return undefined;
    }
    const etag = response.headers.get('etag');
    if (!etag) return { text, version: `${text.length}:${Date.now()}` };
    const found = { text, version: etag, etag };
    if (this.known.size > 1_000) this.known.clear();
    this.known.set(url, found);
    return found;
  }
}

/** Files of the shell's own build, read again when they change (a release replaces the folder). */
export class LocalFiles {
  private readonly known = new Map<string, Found>();
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  get(file: string): Found | undefined {
    const path = join(this.dir, file);
    if (!existsSync(path)) return undefined;
    const stat = statSync(path);
    const version = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
    const cached = this.known.get(path);
    if (cached?.version === version) return cached;
    const found = { text: readFileSync(path, 'utf8'), version };
    if (this.known.size > 1_000) this.known.clear();
    this.known.set(path, found);
    return found;
  }
}

export type Encoded = { raw: Buffer; br: Buffer; gzip: Buffer };

/** A page as sent: as is, brotli (quality 11) and gzip (level 9). */
export function encode(html: string): Encoded {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
}

export interface ComposedAnswer {
  status: Composed['status'];
  body: Encoded;
}

/**
 * The composer of one shell server: `page` gives the page for a path and query, or undefined (send the plain shell);
 * `publicFile` a file of the public portal's release served at the site's root (robots.txt, sitemap.xml).
 */
export function composedPages(shellDist: string, remoteFiles = new RemoteFiles()) {
  const layout = new LocalFiles(shellDist);
  const encoded = new Map<string, Encoded>();
  const baseOf = (portal: PortalDescription, siteOrigin: string, remotes: Record<string, string>) => {
    const base = portalBases(remotes)[portal.name];
    return base && new URL(base, siteOrigin).href.replace(/\/$/, '');
  };
  return {
    async page(path: string, siteOrigin: string, remotes: Record<string, string>, query?: URLSearchParams): Promise<ComposedAnswer | undefined> {
      const portal = documentPortal(path, query);
      const base = portal && baseOf(portal, siteOrigin, remotes);
      if (!base) return undefined;
      const composed = await composePage(path, requestVars(siteOrigin, remotes), {
        page: (file) => remoteFiles.get(`${base}/${file}`),
        layout: (file) => layout.get(file),
      });
      if (!composed) return undefined;
      let body = encoded.get(composed.key);
      if (!body) {
        body = encode(composed.html);
        if (encoded.size > 500) encoded.clear();
        encoded.set(composed.key, body);
      }
      return { status: composed.status, body };
    },
    async publicFile(file: string, siteOrigin: string, remotes: Record<string, string>): Promise<Found | undefined> {
      const base = baseOf(PAGES_PORTAL, siteOrigin, remotes);
      return base ? remoteFiles.get(`${base}/${file}`) : undefined;
    },
  };
}
