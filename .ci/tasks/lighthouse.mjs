// `npm run lighthouse`: Lighthouse CI (lighthouserc.cjs) on the built product, built first when missing; it starts
// the stack itself on STACK_PORT_OFFSET (70 unless set). Extra arguments go to `lhci autorun`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, WEB_PACKAGES } from '../lib/build.mjs';
import { root, runStep } from '../lib/processes.mjs';

process.env.STACK_PORT_OFFSET ??= '70';
process.env.STACK_QUIET = '1';
if (WEB_PACKAGES.some((pkg) => !existsSync(join(root, pkg, 'dist', 'index.html'))) && !(await buildAll())) process.exit(1);
process.exit(await runStep('lighthouse', [join(root, 'node_modules/.bin/lhci'), 'autorun', ...process.argv.slice(2)]));
