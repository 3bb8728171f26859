// npm run dev's build settings (dev-server.mjs): where each dev server listens, what is prerendered after each
// development build, and the one React Refresh runtime every package on the page registers its components with.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PORTALS, SHELL } from '@college/topology';
import { afterBuildSteps, devOutputDir, devServerPort, refreshRuntimeAliases } from './dev-server.mjs';

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
const page = globalThis as typeof globalThis & { __collegeReactRefreshRuntime?: RefreshRuntime };

interface RefreshRuntime {
  register(type: unknown, id: string): void;
  getFamilyByID(id: string): { current: unknown } | undefined;
  getFamilyByType(type: unknown): unknown;
  performReactRefresh(): { updatedFamilies: Set<{ current: unknown }> } | null;
  injectIntoGlobalHook(global: object): void;
}

/** The runtime module as one package's bundle loads it (`library`: the package's name, as the plugin defines it). */
function loadInBundle(library: string): RefreshRuntime {
  const shim = refreshRuntimeAliases(dir)['react-refresh/runtime$'] as string;
  const module = { exports: {} as RefreshRuntime };
  new Function('module', 'require', '__react_refresh_library__', readFileSync(shim, 'utf8'))(module, require, library);
  return module.exports;
}

// each test a new page: no runtime on it, and react-refresh's module loaded anew
const runtimeModule = join(dirname(require.resolve('react-refresh/runtime')), 'cjs', 'react-refresh-runtime.development.js');
afterEach(() => {
  delete page.__collegeReactRefreshRuntime;
  delete require.cache[runtimeModule];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the dev servers', () => {
  it("listen where the portals' production servers do, so /remotes.json finds every portal as it always does", () => {
    for (const portal of PORTALS) {
      expect(devServerPort({ name: portal.name, exposes: portal.exposes }, {})).toBe(portal.defaultPort);
      expect(devServerPort({ name: portal.name, exposes: portal.exposes }, { STACK_PORT_OFFSET: '400' })).toBe(portal.defaultPort + 400);
    }
    expect(devServerPort({ name: 'shell' }, { STACK_PORT_OFFSET: '400', PORT: '8080' })).toBe(8080);
  });

  it("leave the site's port to the shell's server, on no port of a stack at another offset", () => {
    const shellBuild = devServerPort({ name: 'shell' }, {});
    const taken = [0, 100, 200, 300].flatMap((offset) => [SHELL.defaultPort + offset, ...PORTALS.map((portal) => portal.defaultPort + offset)]);
    expect(taken).not.toContain(shellBuild);
    expect(devServerPort({ name: 'shell' }, { STACK_PORT_OFFSET: '400' })).toBe(shellBuild + 400);
  });

  it("prerender a development build with what the package's `npm run build` runs after webpack", () => {
    const root = join(import.meta.dirname, '..', '..');
    expect(afterBuildSteps(join(root, 'shell'))).toEqual([['scripts/prerender.mjs']]);
    expect(afterBuildSteps(join(root, 'mfe-public'))).toEqual([['scripts/prerender.mjs'], ['src/seo/generate.ts']]);
    // the portals that own a login page prerender it; the admin portal has none
    expect(afterBuildSteps(join(root, 'mfe-student'))).toEqual([['scripts/prerender.mjs']]);
    expect(afterBuildSteps(join(root, 'mfe-admin'))).toEqual([]);
    expect(devOutputDir(join(root, 'shell'))).not.toBe(join(root, 'shell', 'dist'));
  });
});

describe('React Fast Refresh across the shell and the portals', () => {
  it('has one runtime on the page, whichever package loads first', () => {
    const shell = loadInBundle('shell');
    const student = loadInBundle('mfe_student');
    function App() {}
    shell.register(App, './src/app/App.tsx App');
    expect(page.__collegeReactRefreshRuntime?.getFamilyByType(App)).toBeDefined();
    function LoginRoute() {}
    student.register(LoginRoute, './src/app/LoginRoute.tsx LoginRoute');
    expect(page.__collegeReactRefreshRuntime?.getFamilyByType(LoginRoute)).toBeDefined();
  });

  it('keeps apart the components of two packages that have the same module id, and refreshes only the edited one', () => {
    const shell = loadInBundle('shell');
    const student = loadInBundle('mfe_student');
    function ShellApp() {}
    function StudentApp() {}
    shell.register(ShellApp, './src/app/App.tsx App');
    student.register(StudentApp, './src/app/App.tsx App');
    const runtime = page.__collegeReactRefreshRuntime!;
    expect(runtime.getFamilyByID('shell ./src/app/App.tsx App')?.current).toBe(ShellApp);
    expect(runtime.getFamilyByID('mfe_student ./src/app/App.tsx App')?.current).toBe(StudentApp);
    // the student portal's module saved again: its new component replaces its own, the shell's is left alone
    function StudentAppEdited() {}
    student.register(StudentAppEdited, './src/app/App.tsx App');
    const update = runtime.performReactRefresh();
    expect([...(update?.updatedFamilies ?? [])].map((family) => family.current)).toEqual([StudentAppEdited]);
    expect(runtime.getFamilyByID('shell ./src/app/App.tsx App')?.current).toBe(ShellApp);
  });

  it('wires itself into React once, however many packages load it', () => {
    const inject = () => 1;
    const hook = { renderers: new Map(), supportsFiber: true, inject, onCommitFiberRoot() {}, onCommitFiberUnmount() {} };
    const window = { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook };
    loadInBundle('shell').injectIntoGlobalHook(window);
    const wrapped = hook.inject;
    expect(wrapped).not.toBe(inject);
    loadInBundle('mfe_student').injectIntoGlobalHook(window);
    loadInBundle('mfe_admin').injectIntoGlobalHook(window);
    expect(hook.inject).toBe(wrapped);
  });
});
