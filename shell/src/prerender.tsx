// Build time only, in Node (scripts/prerender.mjs): the shell's chrome as React renders it on a server, in each
// state the address changes (chromeStates.ts), the page's part left as a slot that the shell server fills with
// the public portal's document. The same tree bootstrap.tsx hydrates. Visitors never load this module.
import { PAGE_SLOT } from '@college/platform/composition';
import { renderAt } from '@college/platform/server-render';
import { StrictMode } from 'react';
import { App } from './app/App.tsx';
import { PageSlotContext } from './federation/PortalRoute.tsx';

export { chromeStates } from './chromeStates.ts';

export async function renderChrome(path: string): Promise<string> {
  const tree = (
    <StrictMode>
      <PageSlotContext value={PAGE_SLOT}>
        <App />
      </PageSlotContext>
    </StrictMode>
  );
  return (await renderAt(path, tree)).html;
}
