// @vitest-environment happy-dom
import { act, type ReactNode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLive } from './prerendered.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.removeAttribute('data-app-started');
  document.body.innerHTML = '';
});

/** A page whose code is either in (the server rendering) or arrives when the test says so (the browser). */
function deferredPage() {
  let resolve: () => void = () => {};
  const loaded = new Promise<void>((done) => {
    resolve = done;
  });
  let done = false;
  void loaded.then(() => {
    done = true;
  });
  let clicks = 0;
  function Page({ ready = false }: { ready?: boolean }) {
    if (!ready && !done) throw loaded;
    return (
      <main id="main">
        <h1>Courses</h1>
        <button type="button" onClick={() => clicks++}>
          More
        </button>
      </main>
    );
  }
  return { Page, resolve, clicks: () => clicks };
}

const app = (page: ReactNode) => (
  <>
    <header>College</header>
    <Suspense fallback={<p>Loading...</p>}>
      {page}
      <PageLive />
    </Suspense>
  </>
);

describe('a prerendered page is hydrated in place', () => {
  it('keeps the server-rendered nodes while the page code loads, then hydrates them and marks the app started', async () => {
    const { Page, resolve, clicks } = deferredPage();
    document.body.innerHTML = `<div id="root">${renderToString(app(<Page ready />))}</div>`;
    const container = document.getElementById('root')!;
    const heading = container.querySelector('h1');
    const button = container.querySelector('button')!;

    await act(async () => {
      root = hydrateRoot(container, app(<Page />));
    });
    // the code is not in yet: the same nodes, no loading state, not started
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).not.toContain('Loading...');
    expect(document.documentElement.hasAttribute('data-app-started')).toBe(false);

    await act(async () => resolve());
    // hydrated, not replaced: the very same nodes, now live
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('button')).toBe(button);
    expect(document.documentElement.hasAttribute('data-app-started')).toBe(true);
    act(() => button.click());
    expect(clicks()).toBe(1);
  });
});
