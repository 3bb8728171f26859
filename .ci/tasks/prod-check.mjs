// `npm run prod:check`: build with NODE_ENV=production, bring up deploy/'s topology (nginx, two API
// processes, a second PostgreSQL) and run the e2e journeys of e2e/prod through it. `--no-build` reuses the builds.
import { buildAll } from '../lib/build.mjs';
import { runProdJourneys } from '../lib/prod-journeys.mjs';

if (!process.argv.includes('--no-build') && !(await buildAll())) process.exit(1);
const { passed, failed } = await runProdJourneys();
console.log(`prod:check: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
