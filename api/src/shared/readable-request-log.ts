import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** For a person at a terminal: each request once, when it is answered, as `GET /api/events 200 39 ms`. */
export class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
