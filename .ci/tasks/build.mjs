// `npm run build`: the release builds of the shell and the four portals through the task graph (turbo.json), each
// with the prerendered part of the public pages it carries; `npm run build -- <package>...`: only those.
// `<package> --out <folder> [--source <folder>]`: one package's complete release into that folder, by its own
// `build` script run in its folder or in a copy of it (npm run release does this and puts it live).
import { buildAll, buildRelease, WEB_PACKAGES } from '../lib/build.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const source = option('--source');
const out = option('--out');
const unknown = args.filter((pkg) => !WEB_PACKAGES.includes(pkg));
if (unknown.length || (source && !out) || (out && args.length !== 1)) {
  console.error(`usage: npm run build [-- <package>... | <package> --out <folder> [--source <folder>]] (packages: ${WEB_PACKAGES.join(', ')})`);
  process.exit(2);
}
const ok = out ? await buildRelease(args[0], { source, out }) : await buildAll(args.length ? args : undefined);
process.exit(ok ? 0 : 1);
