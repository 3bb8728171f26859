// @vitest-environment happy-dom
import { act, Component, type ReactNode, Suspense, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { holdPrerenderedPage, PrerenderedOr, releasePrerenderedPage } from './prerendered.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releasePrerenderedPage();
  document.documentElement.removeAttribute('data-prerendered');
  document.body.innerHTML = '';
});

/** A page whose code arrives when the test says so. */
function deferredPage() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const loaded = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  let done = false;
  let failure: Error | undefined;
  loaded.then(
    () => {
      done = true;
    },
    (error: Error) => {
      failure = error;
    },
  );
  function Page() {
    if (failure) throw failure;
    if (!done) throw loaded;
    return (
      <main id="main">
        <h1>Rendered page</h1>
      </main>
    );
  }
  return { Page, settle: settle! };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not be loaded</p> : this.props.children;
  }
}

/** The document as the server sends a page: #root holds the prerendered content. */
function prerenderedDocument(prerendered: boolean) {
  if (prerendered) document.documentElement.setAttribute('data-prerendered', '');
  document.body.innerHTML = '<div id="root"><main id="main"><h1>Prerendered page</h1></main></div>';
  return document.getElementById('root')!;
}

/** Starts the app as the shell does; `released` ends the hold before the first render. */
async function start(container: HTMLElement, Page: () => ReactNode, { released = false } = {}) {
  holdPrerenderedPage();
  if (released) releasePrerenderedPage();
  root = createRoot(container);
  await act(async () => {
    startTransition(() => {
      root!.render(
        <Boundary>
          <Suspense fallback={<PrerenderedOr fallback={<p>Loading...</p>} />}>
            <Page />
          </Suspense>
        </Boundary>,
      );
    });
  });
}

describe('the prerendered page is held until the page renders', () => {
  it('leaves the prerendered nodes untouched while the code loads, then replaces them once', async () => {
    const container = prerenderedDocument(true);
    const heading = container.querySelector('h1');
    const { Page, settle } = deferredPage();
    await start(container, Page);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).not.toContain('Loading...');
    await act(async () => settle.resolve());
    expect(container.querySelector('h1')?.textContent).toBe('Rendered page');
  });

  it('ends the hold when the load fails: the error is shown', async () => {
    const container = prerenderedDocument(true);
    const { Page, settle } = deferredPage();
    await start(container, Page);
    expect(container.textContent).toBe('Prerendered page');
    await act(async () => settle.reject(new Error('offline')));
    expect(container.textContent).toBe('Could not be loaded');
  });

  it('shows the ordinary loading state on a page that was not prerendered, or once released', async () => {
    const container = prerenderedDocument(false);
    const { Page } = deferredPage();
    await start(container, Page);
    expect(container.textContent).toBe('Loading...');

    act(() => root?.unmount());
    const again = prerenderedDocument(true);
    await start(again, deferredPage().Page, { released: true });
    expect(again.textContent).toBe('Loading...');
  });
});
