import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/** The channel the database's triggers notify on (migration Migration20261123000000ChangeNotifications). */
export const CHANGE_CHANNEL = 'college_changes';
const RETRY_MS = 1_000;
const HEARTBEAT_MS = 5_000;

/** A committed change to a table (`key`: the row, where the trigger names it), or `reset`: forget everything. */
export type Change = { table: string; key?: string } | 'reset';

export function parseChange(payload: string | undefined): Change {
  if (!payload) return 'reset';
  const colon = payload.indexOf(':');
  return colon < 0 ? { table: payload } : { table: payload.slice(0, colon), key: payload.slice(colon + 1) };
}

const ignore = () => {};

/**
 * What other processes (and any SQL) changed, from PostgreSQL's LISTEN/NOTIFY on one dedicated
 * connection. While that connection is down the feed is not `live`, and the caches that follow it
 * serve nothing: a change they may have missed can never be served stale. Every (re)connection, and
 * every state-changing request of this process, resets them.
 */
export class ChangeFeed {
  readonly #databaseUrl: string;
  readonly #log: FastifyBaseLogger;
  readonly #listeners = new Set<(change: Change) => void>();
  #client: pg.Client | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(databaseUrl: string, log: FastifyBaseLogger) {
    this.#databaseUrl = databaseUrl;
    this.#log = log;
  }

  /** True while notifications arrive: caches may serve. */
  get live(): boolean {
    return this.#client !== undefined;
  }

  subscribe(listener: (change: Change) => void): void {
    this.#listeners.add(listener);
  }

  /** Every cache forgets everything. */
  reset(): void {
    for (const listener of this.#listeners) listener('reset');
  }

  #emit(change: Change): void {
    for (const listener of this.#listeners) listener(change);
  }

  async start(): Promise<void> {
    this.#retry = undefined;
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.#databaseUrl, connectionTimeoutMillis: 2_000, query_timeout: 3_000, keepAlive: true });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      client.end().catch(ignore);
      this.#log.warn({ err: (error as Error).message }, 'change feed unavailable: caches are off until it reconnects');
      this.#scheduleRetry();
      return;
    }
    if (this.#stopped) {
      await client.end().catch(ignore);
      return;
    }
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) this.#emit(parseChange(message.payload));
    });
    this.#client = client;
    this.#heartbeat = setInterval(() => client.query('select 1').catch(() => this.#lost(client)), HEARTBEAT_MS);
    this.#heartbeat.unref();
    // whatever was cached before may have missed changes
    this.reset();
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    clearInterval(this.#heartbeat);
    this.reset();
    client.end().catch(ignore);
    if (this.#stopped) return;
    this.#log.warn('change feed lost: caches are off until it reconnects');
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    if (this.#stopped || this.#retry) return;
    this.#retry = setTimeout(() => void this.start(), RETRY_MS);
    this.#retry.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = undefined;
    this.reset();
    await client?.end().catch(ignore);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changeFeedPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const feed = new ChangeFeed(options.databaseUrl, app.log);
    await feed.start();
    app.decorate('changes', feed);
    // This process's own writes are never served stale to its next request, notification or not. Only a
    // call that may have written does this: a signed-in state-changing call that succeeded. A refused or
    // failed one (401, 403, 404, 429...) or an anonymous one (they write no cached table) keeps the caches.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && request.user) feed.reset();
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      await feed.stop();
    });
  },
  { name: 'change-feed' },
);
