import '@college/shared-ui/tokens.css';
import './chrome/chrome.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;
// A public page arrives as React's server rendering of this tree: it is hydrated, not replaced. The page's part
// (a Suspense boundary) hydrates in place once the public portal's code is in. Any other page is rendered here.
if (document.documentElement.hasAttribute('data-prerendered')) hydrateRoot(container, tree);
else createRoot(container).render(tree);
