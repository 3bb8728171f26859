// `npm run release -- <package>`: builds the package's complete release beside the live one and switches to it
// atomically (.ci/lib/release.mjs); `--source <folder>` builds it from a copy of the package's folder.
import { WEB_PACKAGES } from '../lib/build.mjs';
import { release } from '../lib/release.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--source');
const source = at < 0 ? undefined : args.splice(at, 2)[1];
if (args.length !== 1 || !WEB_PACKAGES.includes(args[0]) || (at >= 0 && !source)) {
  console.error(`usage: npm run release -- <package> [--source <folder>] (packages: ${WEB_PACKAGES.join(', ')})`);
  process.exit(2);
}
process.exit((await release(args[0], { source })) ? 0 : 1);
