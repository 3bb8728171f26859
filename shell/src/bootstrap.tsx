import '@college/shared-ui/tokens.css';
import './chrome/chrome.css';
import { StrictMode, startTransition } from 'react';
import { keepPrerenderedMain } from '@college/shared-ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterFirstPaint } from './afterFirstPaint.ts';
import { App } from './app/App.tsx';
import { loadRemotes } from './federation/portals.ts';

void loadRemotes();
// A prerendered page is painted before the app starts working (its scripts are often in before the first frame).
await afterFirstPaint();
keepPrerenderedMain();
const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that leave the main thread free in between (the prerendered page is
// already on screen, so nothing waits for this render to finish at once).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
