// The shell's dev server (`npm run dev`: webpack-dev-server, see shared-ui/build/dev-server.mjs) answers what
// server.ts answers besides the build: /remotes.json (the same answer, so the page composes the portals as in
// production), /config.js, /api proxied to the API with the visitor's address, and the security headers, whose
// policy adds only what the development build needs. Prerendered pages are a release's: here every page renders
// in the browser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { stackPorts } from '@college/topology';
import type { Configuration } from 'webpack-dev-server';
import { API_UNAVAILABLE, forwardedHeaders } from './apiProxy.ts';
import { clientConfigFrom, clientConfigScript } from './clientConfig.ts';
import { remotesFrom } from './remotes.ts';
import { inlineScriptHashes, securityHeaders } from '@college/platform/server/security-headers.ts';
import { siteOriginFrom } from './siteOrigin.ts';

type Env = Record<string, string | undefined>;
type Next = (error?: unknown) => void;

export function shellDevServer(env: Env, port: number): Configuration {
  const ports = stackPorts(Number(env.STACK_PORT_OFFSET ?? 0));
  const apiUrl = env.API_URL ?? `http://127.0.0.1:${ports.api}`;
  const originOf = siteOriginFrom(env, port);
  const remotesFor = remotesFrom(env);
  const clientConfig = clientConfigFrom(env);
  const configScript = clientConfigScript(clientConfig);
  const originFor = (request: IncomingMessage) => originOf(request.headers.host, 'encrypted' in request.socket ? 'https' : 'http');

  return {
    setupMiddlewares(middlewares, devServer) {
      // (the shell's build is one compiler, not several)
      const compiler = devServer.compiler && 'compilers' in devServer.compiler ? undefined : devServer.compiler;
      // the inline scripts of the page as built now (read from the dev server's memory, again after each build)
      let inlineScripts: string[] | undefined;
      compiler?.hooks.done.tap('shell-dev-server', () => {
        inlineScripts = undefined;
      });
      const pageScripts = (): string[] => {
        if (inlineScripts) return inlineScripts;
        const fs = devServer.middleware?.context.outputFileSystem;
        const outputPath = compiler?.options.output.path;
        try {
          inlineScripts = fs && outputPath ? inlineScriptHashes(String(fs.readFileSync(join(outputPath, 'index.html')))) : [];
        } catch {
          return [];
        }
        return inlineScripts;
      };
      const headers = (request: IncomingMessage, response: ServerResponse, next: Next) => {
        if (!request.url?.startsWith('/api/')) {
          const origin = originFor(request);
          const policy = securityHeaders(
            { portals: Object.values(remotesFor(origin)), ...clientConfig, inlineScripts: pageScripts(), devServer: true },
            origin.startsWith('https:'),
          );
          for (const [name, value] of Object.entries(policy)) response.setHeader(name, value);
        }
        next();
      };
      const routes = (request: IncomingMessage, response: ServerResponse, next: Next) => {
        const path = request.url?.split('?')[0];
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (path === '/config.js') {
          response.setHeader('Cache-Control', 'no-cache');
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          return response.end(configScript);
        }
        if (path === '/remotes.json') {
          response.setHeader('Cache-Control', 'no-cache');
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          return response.end(JSON.stringify(remotesFor(originFor(request))));
        }
        next();
      };
      return [{ name: 'security-headers', middleware: headers }, { name: 'shell-routes', middleware: routes }, ...middlewares];
    },
    proxy: [
      {
        context: ['/api'],
        target: apiUrl,
        proxyTimeout: 30_000,
        on: {
          // the API learns the visitor's address from this hop only, as through server.ts (apiProxy.ts)
          proxyReq(proxyRequest, request) {
            const kept = forwardedHeaders(request.headers, request.socket.remoteAddress);
            for (const name of Object.keys(request.headers)) if (!(name in kept)) proxyRequest.removeHeader(name);
            if (kept['x-forwarded-for']) proxyRequest.setHeader('x-forwarded-for', kept['x-forwarded-for']);
          },
          // (the API restarts on every saved change of its code)
          error(_error, _request, response) {
            if (!('writeHead' in response) || response.headersSent) return;
            response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
            response.end(JSON.stringify(API_UNAVAILABLE));
          },
        },
      },
    ],
  };
}
