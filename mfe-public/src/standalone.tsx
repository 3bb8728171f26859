import '@college/shared-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import PublicRoutes from './app/PublicRoutes.tsx';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<PublicRoutes />} />
    </Routes>
  </BrowserRouter>,
);
