// `npm run rollback -- <package>`: puts the release that was live before the current one back (.ci/lib/release.mjs).
import { WEB_PACKAGES } from '../lib/build.mjs';
import { rollback } from '../lib/release.mjs';

const args = process.argv.slice(2);
if (args.length !== 1 || !WEB_PACKAGES.includes(args[0])) {
  console.error(`usage: npm run rollback -- <package> (packages: ${WEB_PACKAGES.join(', ')})`);
  process.exit(2);
}
process.exit(rollback(args[0]) ? 0 : 1);
