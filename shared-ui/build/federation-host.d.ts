// What the build generates for the shell (federation-internals.mjs, hostModule), under this name.
declare module '@college/federation-host' {
  import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
  /** Puts the runtime core where the portals' runtime (built with externalRuntime) looks for it. */
  export function provideRuntimeCore(): ModuleFederationRuntimePlugin;
  /** How each shared module is shared, by share key (webpack.mjs, sharedModules). */
  export const shared: Readonly<Record<string, { version: string; singleton: boolean; requiredVersion: string; strictVersion?: boolean }>>;
}
