import { Route, Routes } from 'react-router-dom';
import { Footer } from '../chrome/Footer.tsx';
import { NavBar } from '../chrome/NavBar.tsx';
import { TopBar } from '../chrome/TopBar.tsx';
import { routeTable } from './routes.tsx';

export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar />
      <NavBar />
      <Routes>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
      <Footer />
    </>
  );
}
