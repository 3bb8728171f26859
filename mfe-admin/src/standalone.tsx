import '@college/shared-ui/tokens.css';
import { PortalLoginPage } from '@college/shared-ui/portal';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminRoute from './app/AdminRoute.tsx';

// Standalone: the same route element, plus the sign-in page the gate sends visitors to.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/admin-dashboard" element={<AdminRoute />} />
      <Route path="/admin-dashboard/:section/*" element={<AdminRoute />} />
      <Route path="/faculty-login" element={<PortalLoginPage portal="faculty" title="Staff Login" intro="Sign in as an admin to open the dashboard." />} />
      <Route path="*" element={<Navigate to="/admin-dashboard" replace />} />
    </Routes>
  </BrowserRouter>,
);
