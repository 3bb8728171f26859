// /api proxied to the API, so cookies stay same-origin. The API learns the visitor's address from this hop:
// the socket the request came in on. Whatever forwarding headers the visitor sent are dropped, so nobody
// chooses the address that login limits count against, and two visitors never share one address.
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

const CLIENT_CLAIMS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip'];

/** The answer while the API is down or restarting: a clear JSON error, never an internal address. */
const API_UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' };

function forwardedHeaders<T extends Record<string, unknown>>(headers: T, socketAddress: string | undefined): T {
  const rewritten: Record<string, unknown> = { ...headers };
  for (const name of CLIENT_CLAIMS) delete rewritten[name];
  if (socketAddress) rewritten['x-forwarded-for'] = socketAddress;
  return rewritten as T;
}

export async function proxyApi(app: FastifyInstance, upstream: string): Promise<void> {
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 30_000 } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => forwardedHeaders(headers, request.socket.remoteAddress),
      onError: (reply) => {
        reply.code(503).send(API_UNAVAILABLE);
      },
    },
  });
}
