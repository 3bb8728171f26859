import '@college/shared-ui/tokens.css';
import { portalNamed } from '@college/topology';
import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import DashboardRoute from './app/DashboardRoute.tsx';
import LoginRoute from './app/LoginRoute.tsx';

// Standalone: the routes the shell gives this portal, from the topology; anything else is the sign-in page.
const modules: Record<string, ComponentType> = { LoginRoute, DashboardRoute };

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      {portalNamed('mfe-faculty').routes.map(({ path, module }) => (
        <Route key={path} path={path} element={createElement(modules[module] ?? LoginRoute)} />
      ))}
      <Route path="*" element={<LoginRoute />} />
    </Routes>
  </BrowserRouter>,
);
