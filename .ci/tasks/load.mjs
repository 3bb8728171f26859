// `npm run load`: deploy/'s topology on the existing builds (nginx's per-address limit raised, since all the
// load comes from one address), then api/bench/load.ts through it for LOAD_DURATION seconds (60 by default).
// `npm run faults` (`load --fault=db`): the same load, with PostgreSQL stopped for 10 s in the middle and
// started again; the API may answer 503 meanwhile, must recover by itself, and loses no acknowledged write.
// `npm run load -- --fault=api`: the same load, with one of the two API processes killed (SIGKILL) 15 s in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { startProdDatabase, startProdTopology } from '../lib/prod.mjs';
import { root, runStep, stopAll } from '../lib/processes.mjs';

process.env.STACK_QUIET ??= '1';
const fault = process.argv.find((arg) => arg.startsWith('--fault='))?.slice('--fault='.length);
if (fault && fault !== 'db' && fault !== 'api') {
  console.error(`[load] unknown fault "${fault}" (known: db, api)`);
  process.exit(2);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) })).status === 200;
  } catch {
    return false;
  }
}

/** Stops PostgreSQL 15 s into the run for 10 s, starts it again and reports how long each API process took to answer again. */
async function databaseOutage(topology) {
  await sleep(15_000);
  const stoppedAt = Date.now();
  const exited = new Promise((resolve) => topology.db.child.once('exit', resolve));
  topology.db.child.kill('SIGTERM');
  await exited;
  console.log(
    `[faults] PostgreSQL stopped (${Date.now() - stoppedAt} ms to stop); API health: ${(await Promise.all(topology.ports.api.map(healthy))).map((ok) => (ok ? 'up' : 'down (503)')).join(', ')}`,
  );
  await sleep(10_000);
  const startedAt = Date.now();
  topology.db = await startProdDatabase(topology.ports);
  const restarted = Date.now();
  console.log(`[faults] PostgreSQL started again after ${Math.round((restarted - stoppedAt) / 1000)} s down (${restarted - startedAt} ms to start)`);
  const recovered = await Promise.all(
    topology.ports.api.map(async (port) => {
      while (!(await healthy(port))) await sleep(100);
      return Date.now() - restarted;
    }),
  );
  console.log(`[faults] API processes answering 200 again ${recovered.map((ms) => `${ms} ms`).join(' and ')} after PostgreSQL was back`);
}

/** Kills the first API process 15 s into the run, as a crash or a lost machine would. */
async function apiCrash(topology) {
  await sleep(15_000);
  process.kill(topology.apiPids[0], 'SIGKILL');
  console.log(`[faults] API process ${topology.apiPids[0]} killed; the other: ${(await healthy(topology.ports.api[1])) ? 'up' : 'down'}`);
}

if (!existsSync(join(root, 'shell', 'dist', 'index.html')) && !(await buildAll())) process.exit(1);
let code = 1;
try {
  // every application comes from this one address
  const topology = await startProdTopology({ apiRate: '100000r/s', apiBurst: '100000', apiSettings: { SUBMISSION_LIMIT: '1000000' } });
  const load = runStep('load', [process.execPath, join(root, 'api', 'bench', 'load.ts')], {
    cwd: join(root, 'api'),
    env: {
      PROD_BASE_URL: topology.origin,
      PROD_ADMIN_USERNAME: topology.admin.username,
      PROD_ADMIN_PASSWORD: topology.admin.password,
      DATABASE_URL: topology.databaseUrl,
      ...topology.objectStore,
      ...(fault && { LOAD_FAULT: fault, LOAD_DURATION: process.env.LOAD_DURATION ?? '40' }),
    },
  });
  if (fault === 'db') await databaseOutage(topology);
  if (fault === 'api') await apiCrash(topology);
  code = await load;
} catch (error) {
  console.error(`[load] ${error.message}`);
} finally {
  await stopAll();
}
process.exit(code);
