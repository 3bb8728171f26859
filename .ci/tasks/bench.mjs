// `npm run bench`: API latency and throughput (autocannon, loopback only, bounded in time).
import { join } from 'node:path';
import { root, runStep } from '../lib/processes.mjs';

process.exit(await runStep('bench', [process.execPath, join(root, 'api', 'bench', 'bench.ts'), ...process.argv.slice(2)], { cwd: join(root, 'api') }));
