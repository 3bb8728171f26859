// Brings up deploy/'s topology on the existing builds and keeps it running (for `npm run load` and by hand).
import { startProdTopology } from '../lib/prod.mjs';
import { stopAll } from '../lib/processes.mjs';
import { stopStackOnSignals } from '../lib/stack.mjs';

stopStackOnSignals();
try {
  const topology = await startProdTopology({ apiRate: process.env.PROD_API_RATE ?? '20r/s', apiBurst: process.env.PROD_API_BURST ?? '200' });
  console.log(
    `[prod] ready on ${topology.origin} (admin: ${topology.admin.username} / ${topology.admin.password}; API processes ${topology.apiPids.join(', ')}; database ${topology.databaseUrl})`,
  );
} catch (error) {
  console.error(`[prod] ${error.message}`);
  await stopAll();
  process.exit(1);
}
