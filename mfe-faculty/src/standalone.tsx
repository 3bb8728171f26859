import '@college/shared-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import DashboardRoute from './app/DashboardRoute.tsx';
import LoginRoute from './app/LoginRoute.tsx';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/faculty-dashboard/:id/*" element={<DashboardRoute />} />
      <Route path="*" element={<LoginRoute />} />
    </Routes>
  </BrowserRouter>,
);
