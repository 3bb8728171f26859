// Brings the whole product up: embedded PostgreSQL (unless DATABASE_URL is set), the API,
// the four portal servers and the shell. Ports shift by STACK_PORT_OFFSET so several stacks can run.
import { PORTAL_FOLDERS as PORTALS, stackPorts } from '../../shared-ui/src/topology.ts';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

export async function startStack() {
  const ports = stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
  const env = { STACK_PORT_OFFSET: String(ports.offset) };
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = startProcess('db', ['api/src/db/embedded.ts'], {
      env: { PGPORT: String(ports.postgres), PGDATA_NAME: ports.offset ? `pg-${ports.offset}` : 'pg' },
      readyLine: /DATABASE_URL=(\S+)/,
    });
    databaseUrl = (await db.ready)[1];
  }
  const apiEnv = {
    ...env,
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
  startProcess('api', ['api/src/server.ts'], { env: apiEnv });
  for (const portal of PORTALS) startProcess(portal, [`${portal}/server.ts`], { env });
  startProcess('shell', ['shell/server.ts'], { env });
  await waitForUrl(`http://127.0.0.1:${ports.api}/api/health`, 120_000);
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
