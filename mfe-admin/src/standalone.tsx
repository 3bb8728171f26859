import '@college/shared-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AdminRoute from './app/AdminRoute.tsx';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/admin-dashboard/:section" element={<AdminRoute />} />
      <Route path="*" element={<AdminRoute />} />
    </Routes>
  </BrowserRouter>,
);
