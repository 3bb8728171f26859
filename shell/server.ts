// The shell's server: its build, /remotes.json (where each portal lives, read at run time), the public pages
// composed from the public portal's documents and the shell's chrome (src/server/composedPages.ts), and /api
// proxied to the API so cookies stay same-origin. The same in `npm run dev`, over the development build its dev
// server writes (SHELL_DIST), whose hot updates come through that dev server's socket (SHELL_DEV_SERVER).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer } from '@college/platform/server/static-server.ts';
import { stackPorts } from '@college/topology';
import { proxyApi } from './src/server/apiProxy.ts';
import { inlineScriptHashes, securityHeaders } from '@college/platform/server/security-headers.ts';
import { siteOriginFrom } from './src/server/siteOrigin.ts';
import { clientConfigFrom, clientConfigScript } from './src/server/clientConfig.ts';
import { isPortalRoute } from './src/app/workScreens.ts';
import { composedPages } from './src/server/composedPages.ts';
import { remotesFrom } from './src/server/remotes.ts';

const ports = stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
const port = Number(process.env.PORT ?? ports.shell);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;

const originOf = siteOriginFrom(process.env, port);

const remotesFor = remotesFrom(process.env);

const clientConfig = clientConfigFrom(process.env);
const configScript = clientConfigScript(clientConfig);
const dist = process.env.SHELL_DIST ?? join(import.meta.dirname, 'dist');
const devServer = process.env.SHELL_DEV_SERVER;
const composed = composedPages(dist);

/** An address the site answers with a page (composed, or the plain shell): no file name, not the API's. */
const isPageAddress = (path: string) => !/\.[^/]*$/.test(path) && path !== '/api' && !path.startsWith('/api/');

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
    // origins /remotes.json names besides the site's own ('self'), so behind nginx the policy is nginx's.
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('Content-Security-Policy')) return;
      const origin = originOf(request.host, request.protocol);
      const portals = [...Object.values(remotesFor(origin)), ...(devServer ? [devServer] : [])].filter((url) => new URL(url, origin).origin !== origin);
      const policy = { portals, ...clientConfig, inlineScripts: inlineScriptsOfRelease(), devServer: Boolean(devServer) };
      reply.headers(securityHeaders(policy, origin.startsWith('https:')));
    });
    // Public pages: composed when asked for, from the live releases of the public portal and the shell, with
    // their true status (an unknown address is a 404 with the not-found page). Portal routes are never indexed:
    // a login page is composed from its portal's release the same way, a signed-in screen is the plain shell.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const queryAt = request.url.indexOf('?');
      const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      if (isPortalRoute(path)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      if (!isPageAddress(path)) return;
      const origin = originOf(request.host, request.protocol);
      const page = await composed.page(path, origin, remotesFor(origin), new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1)));
      if (!page) return;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [body, encoding] = /\bbr\b/.test(accepts) ? [page.body.br, 'br'] : /\bgzip\b/.test(accepts) ? [page.body.gzip, 'gzip'] : [page.body.raw, undefined];
      reply.code(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    });
    // the public portal's release carries them, made from its route list
    for (const [file, type] of [
      ['robots.txt', 'text/plain'],
      ['sitemap.xml', 'application/xml'],
    ] as const) {
      app.get(`/${file}`, async (request, reply) => {
        const origin = originOf(request.host, request.protocol);
        const found = await composed.publicFile(file, origin, remotesFor(origin));
        if (!found) return reply.code(404).type('text/plain').send('Not found');
        return reply.header('Cache-Control', 'no-cache').type(`${type}; charset=utf-8`).send(found.text);
      });
    }
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
