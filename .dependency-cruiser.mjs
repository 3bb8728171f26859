// Which folder may import which, in the shell, the four portals and shared-ui (docs/decisions/0009-feature-layout.md).
//
//   app/ ──> features/ ──> lib/ (and components/, assets/) ──> @college/shared-ui
//
// - A feature imports its own files, its package's shared folders and shared-ui; never another feature.
//   What two features both need moves to lib/ (or components/), and what joins them is composed in app/.
// - app/ (and seo/, the entry points) import the files of a feature they compose directly: no index.ts barrel,
//   which would pull a whole feature into the first chunk when only its routes are wanted.
// - Shared folders never import features or app/; a portal never imports another portal's files.
// `npm test` runs this (step "architecture"); by hand:
//   node_modules/.bin/depcruise -c .dependency-cruiser.mjs -T err shared-ui shell mfe-public mfe-student mfe-faculty mfe-admin
// prints each violation with the rule's name and what to do instead.
import { SHARED_PACKAGES, WEB_PACKAGES } from './shared-ui/topology/src/topology.ts';

/** The shell and the portals, as a regular expression group. */
const WEB = `(${WEB_PACKAGES.join('|')})`;
/** Every package of the workspace (shared-ui/ holds several: docs/decisions/0017-shared-ui-packages.md). */
const PACKAGES = `(${[...WEB_PACKAGES, 'api', ...SHARED_PACKAGES.map((pkg) => pkg.folder), 'e2e'].join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-imports-another-feature',
      severity: 'error',
      comment: 'A feature may not import another feature. Move what both need to the package lib/ (or components/), or compose the two in app/.',
      from: { path: `^${WEB}/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'feature-imports-app-level-code',
      severity: 'error',
      comment:
        'app/ (and seo/, the entry points) compose the features; a feature never reaches back into them. A feature imports its own files, lib/, components/ and assets/ of its package.',
      from: { path: `^${WEB}/src/features/([^/]+)/` },
      to: { path: '^$1/src/', pathNot: ['^$1/src/features/', '^$1/src/(lib|components|assets)/'] },
    },
    {
      name: 'shared-folder-imports-feature-or-app',
      severity: 'error',
      comment: 'lib/ and components/ are shared by features, so they may not depend on a feature or on app/.',
      from: { path: `^${WEB}/src/(lib|components)/` },
      to: { path: '^$1/src/(features|app)/' },
    },
    {
      name: 'portal-imports-another-package',
      severity: 'error',
      comment: 'The shell and the portals share code through the packages in shared-ui/ only, never by importing each other.',
      from: { path: `^${WEB}/` },
      to: { path: `^${WEB}/`, pathNot: '^$1/' },
    },
    {
      name: 'query-library-outside-the-data-cache',
      severity: 'error',
      comment:
        "TanStack Query is bundled inside @college/shared-ui/queries, the page's one data cache: import useQuery, useMutation and the rest from '@college/shared-ui/queries' (a second copy of the library has its own React context, without the page's client in it).",
      from: { pathNot: '^shared-ui/ui/src/queries(\\.tsx|/)' },
      to: { path: '@tanstack[+/]' },
    },
    {
      name: 'shared-ui-imports-a-portal',
      severity: 'error',
      comment: 'shared-ui is below every portal and the shell: it may not import them.',
      from: { path: '^shared-ui/' },
      to: { path: `^${WEB}/` },
    },
    {
      name: 'shared-package-imports-a-higher-one',
      severity: 'error',
      comment:
        'The packages in shared-ui/ build on each other one way: contract <- ui <- platform, and topology <- build (presets stand alone). The contract and the topology are read by the API and the browser alike: they import none of them.',
      from: { path: '^shared-ui/(contract|topology|presets)/' },
      to: { path: '^shared-ui/(ui|platform|build)/' },
    },
    {
      name: 'api-imports-browser-code',
      severity: 'error',
      comment: 'The API takes the contract (@college/contract) and the topology (@college/topology), never the UI, the platform or the build tools.',
      from: { path: '^api/' },
      to: { path: '^shared-ui/(ui|platform|build)/' },
    },
    {
      name: 'package-reaches-into-another-by-path',
      severity: 'error',
      comment: "A package imports another through its name and exports (declared in its package.json), never by a relative path into the other's folder.",
      from: { path: `^${PACKAGES}/` },
      to: { dependencyTypes: ['local'], path: `^${PACKAGES}/`, pathNot: '^$1/' },
    },
    {
      name: 'undeclared-dependency',
      severity: 'error',
      comment: "Declare every package you import in this package's own package.json (pnpm then links it).",
      // react-router-dom.mjs is resolved by webpack's alias (shared-ui/build/webpack.mjs), not by Node
      from: { path: `^${PACKAGES}/`, pathNot: '^shared-ui/build/react-router-dom\\.mjs$' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // TypeScript 7 has no JavaScript compiler API; swc (a root devDependency) parses the .ts and .tsx files,
    // type-only imports included
    parser: 'swc',
    combinedDependencies: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
