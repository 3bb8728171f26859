// What the build generates for the shell (federation-internals.mjs, hostModule), under this name.
declare module '@college/federation-host' {
  import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
  /** Puts the runtime core where the portals' runtime (built with externalRuntime) looks for it. */
  export function provideRuntimeCore(): ModuleFederationRuntimePlugin;
  /** The version of each shared module the shell provides, by share key (webpack.mjs, sharedSingletons). */
  export const sharedVersions: Readonly<Record<string, string>>;
}
