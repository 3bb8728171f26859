// Brings the whole product up: embedded PostgreSQL (unless DATABASE_URL is set), the API,
// the four portal servers and the shell. Ports shift by STACK_PORT_OFFSET so several stacks can run.
import { PORTAL_FOLDERS as PORTALS, stackPorts } from '../../shared-ui/topology/src/topology.ts';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

export const portsFromEnv = () => stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));

/** DATABASE_URL, or the embedded PostgreSQL of this stack (data in .data/pg, or .data/pg-<offset>), started. */
export async function startDatabase(ports) {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const db = startProcess('db', ['api/src/db/embedded.ts'], {
    env: { PGPORT: String(ports.postgres), PGDATA_NAME: ports.offset ? `pg-${ports.offset}` : 'pg' },
    readyLine: /DATABASE_URL=(\S+)/,
  });
  return (await db.ready)[1];
}

/** Starts the API; `watch`: restarted whenever a file it loads changes (npm run dev). */
export function startApi(ports, databaseUrl, { watch = false } = {}) {
  const env = {
    STACK_PORT_OFFSET: String(ports.offset),
    DATABASE_URL: databaseUrl,
    PORT: String(ports.api),
    // npm start and the e2e stack are the demo: demo accounts on an empty database, the development secret
    DEMO_MODE: process.env.DEMO_MODE ?? '1',
    // a person reads these in the terminal; production keeps JSON lines
    LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
    // every e2e visitor comes from this machine's one address
    SUBMISSION_LIMIT: process.env.SUBMISSION_LIMIT ?? (process.env.STACK_QUIET ? '1000' : '5'),
    // the shell's /api proxy, on this machine, is the one hop whose X-Forwarded-For names the visitor
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `http://localhost:${ports.shell},http://127.0.0.1:${ports.shell}`,
  };
  const args = watch ? ['--watch', '--watch-preserve-output', 'api/src/server.ts'] : ['api/src/server.ts'];
  startProcess('api', args, { env });
  return waitForUrl(`http://127.0.0.1:${ports.api}/api/health`, 120_000);
}

/** A built package's server (shell/server.ts or a portal's): its dist on its port. */
export function startBuiltServer(pkg, ports) {
  startProcess(pkg, [`${pkg}/server.ts`], { env: { STACK_PORT_OFFSET: String(ports.offset) } });
}

/** The database, then the API: ready when the API answers. */
export function startBackend(ports, { watch = false } = {}) {
  const ready = startDatabase(ports).then(async (databaseUrl) => {
    await startApi(ports, databaseUrl, { watch });
    return databaseUrl;
  });
  // (awaited later; a failure meanwhile is not an unhandled rejection)
  ready.catch(() => {});
  return ready;
}

/**
 * The whole product. `builds` (npm start): the web builds, being made meanwhile; the database and the API start
 * at once, and the web servers once the builds are in place.
 */
export async function startStack({ builds = Promise.resolve(true) } = {}) {
  const ports = portsFromEnv();
  const backend = startBackend(ports);
  if (!(await builds)) throw new Error('the build failed (see above)');
  for (const portal of PORTALS) startBuiltServer(portal, ports);
  startBuiltServer('shell', ports);
  const databaseUrl = await backend;
  await Promise.all([
    ...PORTALS.map((p) => waitForUrl(`http://127.0.0.1:${ports.portals[p]}/mf-manifest.json`)),
    waitForUrl(`http://127.0.0.1:${ports.shell}/remotes.json`),
  ]);
  return { ...ports, databaseUrl };
}

export function stopStackOnSignals() {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[stack] stopping...');
    await stopAll();
    console.log('[stack] stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
