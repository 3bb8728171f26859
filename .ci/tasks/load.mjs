// `npm run load`: deploy/'s topology on the existing builds (nginx's per-address limit raised, since all the
// load comes from one address), then api/bench/load.ts through it for LOAD_DURATION seconds (60 by default).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { startProdTopology } from '../lib/prod.mjs';
import { root, runStep, stopAll } from '../lib/processes.mjs';

process.env.STACK_QUIET ??= '1';
if (!existsSync(join(root, 'shell', 'dist', 'index.html')) && !(await buildAll())) process.exit(1);
let code = 1;
try {
  const topology = await startProdTopology({ apiRate: '100000r/s', apiBurst: '100000' });
  code = await runStep('load', [process.execPath, join(root, 'api', 'bench', 'load.ts')], {
    cwd: join(root, 'api'),
    env: { PROD_BASE_URL: topology.origin, PROD_ADMIN_USERNAME: topology.admin.username, PROD_ADMIN_PASSWORD: topology.admin.password, DATABASE_URL: topology.databaseUrl },
  });
} catch (error) {
  console.error(`[load] ${error.message}`);
} finally {
  await stopAll();
}
process.exit(code);
