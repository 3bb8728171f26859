import '@college/shared-ui/tokens.css';
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

// Loaded as the shell loads it (its own chunk, the same one the federation exposes), so the route modules
// are concatenated into that one chunk instead of being kept apart for two.
const PublicRoutes = lazy(() => import('./app/PublicRoutes.tsx'));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<PublicRoutes />} />
    </Routes>
  </BrowserRouter>,
);
