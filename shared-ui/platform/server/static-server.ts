// Serves a built package (shell or portal): pre-compressed files, long cache for hashed files,
// revalidation for html, remoteEntry.js and manifests, CORS for the shell origin, and the security headers.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { inlineScriptHashes, securityHeaders } from './security-headers.ts';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Origins allowed to fetch scripts cross-origin (the shell). */
  corsOrigins?: (string | RegExp)[];
  /** Unknown paths answer with index.html (single-page app). */
  spaFallback?: boolean;
  /** Hook to add routes (the shell adds /remotes.json and the /api proxy). */
  configure?: (app: FastifyInstance) => Promise<void> | void;
}

const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|avif|svg|woff2)$/;

export function cacheControlFor(servedPath: string): string {
  const path = servedPath.replace(/\.(br|gz)$/, '');
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  if (/\.(html|json|js)$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

export async function createStaticServer(o: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (o.corsOrigins) await app.register(cors, { origin: o.corsOrigins, methods: ['GET', 'HEAD'] });
  if (o.configure) await o.configure(app);
  // After configure's hooks: the shell sets its own policy (with the portals' origins) first, and answers
  // that carry a policy already (the API's, through the shell) keep it. A portal's own page gets the same
  // headers, allowing the inline scripts of its index.html as built now.
  const ownPage = join(o.root, 'index.html');
  let inline = { mtimeMs: -1, hashes: [] as string[] };
  app.addHook('onSend', async (_request, reply) => {
    if (reply.hasHeader('Content-Security-Policy')) return;
    try {
      const { mtimeMs } = statSync(ownPage);
      if (mtimeMs !== inline.mtimeMs) inline = { mtimeMs, hashes: inlineScriptHashes(readFileSync(ownPage, 'utf8')) };
    } catch {
      inline = { mtimeMs: -1, hashes: [] };
    }
    reply.headers(securityHeaders({ inlineScripts: inline.hashes }));
  });
  await app.register(fastifyStatic, {
    root: o.root,
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    setHeaders(reply, path) {
      reply.header('Cache-Control', cacheControlFor(path));
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (o.spaFallback && wantsHtml && existsSync(join(o.root, 'index.html'))) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

export async function startStaticServer(o: StaticServerOptions): Promise<FastifyInstance> {
  const app = await createStaticServer(o);
  await app.listen({ port: o.port, host: o.host ?? '0.0.0.0' });
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

/** Shell origins a portal accepts, from SHELL_ORIGINS (comma separated) or the local defaults. */
export function shellOrigins(): (string | RegExp)[] {
  const fromEnv = process.env.SHELL_ORIGINS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv?.length) return fromEnv;
  return [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/];
}
