// The chrome is prerendered once per navigation state (chromeStates.ts, prerender.tsx) and the servers dress an
// address in the state its longest prefix names (@college/platform/composition): for that to hydrate, the chrome of any
// address must be the chrome of its state, exactly as React renders it.
import { layoutCandidates, layoutFolder, PAGE_SLOT } from '@college/platform/composition';
import { mainNavigation, variantNavigation, variantNavigationRoutes } from '@college/shared-ui/content';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app/App.tsx';
import { chromeStates } from './chromeStates.ts';
import { PageSlotContext } from './federation/PortalRoute.tsx';

// the chrome is rendered around the slot, as the build's prerender sets it (prerender.tsx): no portal is ever
// loaded (nor the federation runtime, a build product)
vi.mock('./federation/portals.ts', () => ({ loadPortalModule: () => new Promise(() => {}) }));

const chromeAt = (path: string) =>
  renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <PageSlotContext value={PAGE_SLOT}>
          <App />
        </PageSlotContext>
      </MemoryRouter>
    </StrictMode>,
  );

describe("the shell's chrome, prerendered per navigation state", () => {
  const states = chromeStates();
  const folders = new Map(states.map((state) => [layoutFolder(state.state), state.path]));
  const stateOf = (path: string) => {
    const folder = layoutCandidates(path).find((candidate) => folders.has(candidate));
    if (!folder) throw new Error(`no state for ${path}`);
    return folders.get(folder) as string;
  };

  it('has a state for the home page, every navigation entry and variant route, the login pages, and everything else', () => {
    expect(states.map((state) => state.state)).toEqual(
      expect.arrayContaining(['_home', '_other', '/about', '/services/digital-library', '/resources', '/student-login', '/faculty-login']),
    );
    for (const path of [...mainNavigation, ...variantNavigation].map((entry) => entry.path).concat(variantNavigationRoutes))
      expect(stateOf(path), path).toBe(path);
  });

  it('is, for any address, the chrome of the state the servers pick for it, with one slot for the page', () => {
    const samples = [
      '/',
      '/nope',
      '/admissions/fee-structure',
      '/service-details/physiotherapy',
      '/about/governing-body',
      '/exams/results/x',
      '/services/scholarships/a/b',
    ];
    for (const { path } of states) if (path !== '/') samples.push(`${path}/x`, `${path}/x/y/z`);
    const rendered = new Map<string, string>();
    const chromeOf = (path: string) => {
      let html = rendered.get(path);
      if (html === undefined) {
        html = chromeAt(path);
        rendered.set(path, html);
      }
      return html;
    };
    for (const path of samples) {
      expect(chromeOf(path), path).toBe(chromeOf(stateOf(path)));
      expect(chromeOf(path).split(PAGE_SLOT), path).toHaveLength(2);
    }
  });
});
