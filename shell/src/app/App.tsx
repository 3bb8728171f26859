import { markAppStarted } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdmissionHiddenTrigger, AdmissionPopup } from '../chrome/admission/AdmissionPopup.tsx';
import { Footer } from '../chrome/footer/Footer.tsx';
import { HelpWidget } from '../chrome/HelpWidget.tsx';
import { NavBar } from '../chrome/NavBar.tsx';
import { PAGE_TOP_ID, ScrollToTop } from '../chrome/ScrollToTop.tsx';
import { TopBar } from '../chrome/TopBar.tsx';
import { routeTable } from './routes.tsx';
import { isPortalRoute } from './workScreens.ts';

/**
 * At the first commit: marks the document as started. A prerendered page is marked by the page itself once
 * it has hydrated (PageLive, in the public portal), which may come after the chrome's own hydration.
 */
function useStartedMarker() {
  useEffect(() => {
    if (!document.documentElement.hasAttribute('data-prerendered')) markAppStarted();
  }, []);
}

/** The shell's layout: chrome around the one router; portals render each route's <main>. */
export function App() {
  const [admissionOpen, setAdmissionOpen] = useState(false);
  const openAdmission = () => setAdmissionOpen(true);
  useStartedMarker();
  // Work screens (portal logins and dashboards) carry no public widgets: they would cover the controls.
  const onPortalPage = isPortalRoute(useLocation().pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {onPortalPage ? null : <AdmissionHiddenTrigger onOpen={openAdmission} />}
      <header id={PAGE_TOP_ID} tabIndex={-1} className="site-header">
        <TopBar onPortalPage={onPortalPage} />
        <NavBar />
      </header>
      <Routes>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
      <Footer />
      {onPortalPage ? null : (
        <>
          <AdmissionPopup open={admissionOpen} onOpen={openAdmission} onClose={() => setAdmissionOpen(false)} />
          <HelpWidget />
        </>
      )}
      <ScrollToTop />
    </>
  );
}
