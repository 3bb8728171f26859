import '@college/shared-ui/tokens.css';
import './chrome/chrome.css';
import { nextTask } from './nextTask.ts';

// Every file of the app is in by now (index.ts loads them together); what is left is evaluating them. That
// is done in steps, each its own task of a few milliseconds (nextTask), with the browser free in between: one task
// for all of it was the page's longest (total blocking time). `eager` keeps each module in the files already
// loaded, so a step starts no download of its own.

// (a function, not top-level await: a module that awaits at its top makes webpack add its async-module runtime
// to main.js, which every page downloads)
async function start(): Promise<void> {
  // the task that evaluated the last file ends here, before any module of the app runs
  await nextTask();
  // React and react-dom
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  const [{ StrictMode, startTransition }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './app/App.tsx'),
  ]);
  await nextTask();

  const tree = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (document.documentElement.hasAttribute('data-prerendered')) {
    // The prerendered page is React's own server rendering of this tree: it is hydrated, not replaced. The
    // chrome becomes interactive at once; the page's part (a Suspense boundary) stays as it is, on screen, until
    // the portal's code is in, then hydrates in place. As a transition, hydration is done in slices of a few
    // milliseconds with the browser free in between (otherwise it is one long task); what a visitor does before
    // a part is hydrated is replayed by React, or held by the early-input script until the app is live.
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  } else {
    // A transition renders in slices that leave the main thread free in between.
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  }

  // Build time only (.ci/lib/prerender.mjs): the shell's chrome as React renders it on a server, from the live app
  // in the prerender's browser, at the address of each of its states (chromeStates.ts), with the page's part left
  // as a slot (federation/PortalRoute.tsx renders the marker the prerender sets). Each public page is composed
  // from one of these and the public portal's document for the address (@college/shared-ui/composition);
  // visitors' browsers hydrate the result. Visitors never load the server renderer's chunk, and no module of
  // the shell's goes with it.
  const prerendering = globalThis as typeof globalThis & { __collegePrerender?: boolean; __collegeRenderPage?: () => Promise<string> };
  if (prerendering.__collegePrerender) {
    prerendering.__collegeRenderPage = async () => (await import(/* webpackChunkName: "prerender" */ 'react-dom/server')).renderToString(tree);
  }
}

void start();
