// `npm run size`: the first-visit budgets (.size-limit.mjs) measured by size-limit on the builds, built first when
// missing. Extra arguments go to size-limit (e.g. `npm run size -- --json`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, WEB_PACKAGES } from '../lib/build.mjs';
import { root, runStep } from '../lib/processes.mjs';

if (WEB_PACKAGES.some((pkg) => !existsSync(join(root, pkg, 'dist', 'index.html'))) && !(await buildAll())) process.exit(1);
process.exit(await runStep('size', [join(root, 'node_modules/.bin/size-limit'), ...process.argv.slice(2)]));
