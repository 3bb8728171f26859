// The shell as a Module Federation host through the runtime API: one instance, the runtime core handed
// to the portals (they are built with `externalRuntime`), and the shell's own copies of the shared
// singletons registered as loaded, so every portal uses them (one React, one router, one shared-ui).
import * as sharedUi from '@college/shared-ui';
import * as content from '@college/shared-ui/content';
import { createInstance } from '@module-federation/enhanced/runtime';
import provideRuntimeCore from '@college/provide-runtime-core';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as router from 'react-router-dom';

/** The shared versions (shared-ui/build/webpack.mjs, sharedSingletons). */
declare const __SHARED_VERSIONS__: Record<string, string>;

function singleton(name: string, module: object) {
  const version = __SHARED_VERSIONS__[name];
  if (!version) throw new Error(`${name} is not a shared singleton of the build`);
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

export const federation = createInstance({
  name: 'shell',
  remotes: [],
  shareStrategy: 'loaded-first',
  plugins: [provideRuntimeCore()],
  shared: {
    react: singleton('react', react),
    'react/jsx-runtime': singleton('react/', jsxRuntime),
    'react-dom': singleton('react-dom', reactDom),
    'react-dom/client': singleton('react-dom/', reactDomClient),
    'react-router-dom': singleton('react-router-dom', router),
    '@college/shared-ui': singleton('@college/shared-ui', sharedUi),
    '@college/shared-ui/content': singleton('@college/shared-ui/content', content),
  },
});
