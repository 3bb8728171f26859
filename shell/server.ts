// The shell's server: its build, /remotes.json (where each portal lives, read at run time),
// and /api proxied to the API so cookies stay same-origin.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer } from '@college/shared-ui/server/static-server.ts';
import { PORTALS, stackPorts } from '@college/shared-ui/topology';
import { proxyApi } from './src/server/apiProxy.ts';
import { inlineScriptHashes, securityHeaders } from './src/server/securityHeaders.ts';
import { siteOriginFrom } from './src/server/siteOrigin.ts';
import { clientConfigFrom, clientConfigScript } from './src/server/clientConfig.ts';
import { isPortalRoute, portalBases, prerenderedFile, prerenderedPage } from './src/server/prerendered.ts';

const ports = stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
const port = Number(process.env.PORT ?? ports.shell);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;
const portalPorts = Object.fromEntries(PORTALS.map((portal) => [portal.name, Number(process.env[portal.portVariable] ?? ports.portals[portal.folder])]));

const originOf = siteOriginFrom(process.env, port);

/** REMOTES_FILE (a JSON file name -> manifest URL) wins; else each portal on its port of the site's host. */
function remotesFor(origin: string): Record<string, string> {
  if (process.env.REMOTES_FILE) return JSON.parse(readFileSync(process.env.REMOTES_FILE, 'utf8'));
  const { protocol, hostname } = new URL(origin);
  return Object.fromEntries(Object.entries(portalPorts).map(([name, p]) => [name, `${protocol}//${hostname}:${p}/mf-manifest.json`]));
}

const clientConfig = clientConfigFrom(process.env);
const configScript = clientConfigScript(clientConfig);
const dist = join(import.meta.dirname, 'dist');
const prerenderedDir = join(dist, 'prerendered');

/** The inline scripts of the shell's build now in place (read again when a release replaces its page). */
let inlineScripts = { mtimeMs: -1, hashes: [] as string[] };
function inlineScriptsOfRelease(): string[] {
  const page = join(dist, 'index.html');
  try {
    const { mtimeMs } = statSync(page);
    if (mtimeMs !== inlineScripts.mtimeMs) inlineScripts = { mtimeMs, hashes: inlineScriptHashes(readFileSync(page, 'utf8')) };
  } catch {
    inlineScripts = { mtimeMs: -1, hashes: [] };
  }
  return inlineScripts.hashes;
}

await startStaticServer({
  root: dist,
  port,
  spaFallback: true,
  configure: async (app) => {
    // nginx's security headers (the API's answers keep the API's own): portal code is allowed from the
    // origins /remotes.json names, as nginx allows it from the site's own origin.
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('Content-Security-Policy')) return;
      const origin = originOf(request.host, request.protocol);
      const portals = Object.values(remotesFor(origin));
      reply.headers(securityHeaders({ portals, ...clientConfig, inlineScripts: inlineScriptsOfRelease() }, origin.startsWith('https:')));
    });
    // Public pages: the HTML prerendered at build time. Portal routes: the plain shell, never indexed.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0] ?? '/';
      if (isPortalRoute(path)) {
        reply.header('X-Robots-Tag', 'noindex, nofollow');
        return;
      }
      const file = prerenderedFile(prerenderedDir, path);
      const origin = originOf(request.host, request.protocol);
      const page = file && prerenderedPage(file, origin, portalBases(remotesFor(origin)));
      if (!page) return;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, 'br'] : /\bgzip\b/.test(accepts) ? [page.gzip, 'gzip'] : [page.raw, undefined];
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    });
    app.get('/config.js', (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(configScript);
    });
    app.get('/remotes.json', (request, reply) => {
      reply.header('Cache-Control', 'no-cache').send(remotesFor(originOf(request.host, request.protocol)));
    });
    await proxyApi(app, apiUrl);
  },
});
console.log(`shell serving on http://localhost:${port} (API at ${apiUrl})`);
