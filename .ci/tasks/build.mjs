// `npm run build`: the release builds of the shell and the four portals (two at a time on this 2-core machine),
// each with the prerendered part of the public pages it carries.
// `npm run build -- <package>...`: only those, each a release of its own (deploying one alone, README).
// `--out <folder>` builds one package there instead of its dist (to put in place when ready), and
// `--source <folder>` from a copy of its folder.
import { buildAll, releasePackage, WEB_PACKAGES } from '../lib/build.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const source = option('--source');
const out = option('--out');
const unknown = args.filter((pkg) => !WEB_PACKAGES.includes(pkg));
if (unknown.length || ((source || out) && args.length !== 1)) {
  console.error(`usage: npm run build [-- <package>... | <package> [--source <folder>] [--out <folder>]] (packages: ${WEB_PACKAGES.join(', ')})`);
  process.exit(2);
}
let ok = true;
if (!args.length) ok = await buildAll();
else for (const pkg of args) if (ok) ok = await releasePackage(pkg, { source, out });
process.exit(ok ? 0 : 1);
