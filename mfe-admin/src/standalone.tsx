import '@college/shared-ui/tokens.css';
import { PortalLoginPage } from '@college/shared-ui/portal';
import { QueryProvider } from '@college/shared-ui/queries';
import { portalNamed } from '@college/topology';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminRoute from './app/AdminRoute.tsx';

const { routes } = portalNamed('mfe-admin');
const home = routes[0]?.path ?? '/';

// Standalone: the routes the shell gives this portal (from the topology), plus the sign-in page the gate sends visitors to.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={<AdminRoute />} />
      ))}
      <Route
        path="/faculty-login"
        element={
          <QueryProvider>
            <PortalLoginPage portal="faculty" title="Staff Login" intro="Sign in as an admin to open the dashboard." />
          </QueryProvider>
        }
      />
      <Route path="*" element={<Navigate to={home} replace />} />
    </Routes>
  </BrowserRouter>,
);
