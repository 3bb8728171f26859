import '@college/shared-ui/tokens.css';
import './chrome/chrome.css';
import { StrictMode } from 'react';
import { keepPrerenderedMain } from '@college/shared-ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { loadRemotes } from './federation/portals.ts';

void loadRemotes();
keepPrerenderedMain();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
