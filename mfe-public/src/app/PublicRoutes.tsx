import { PageLive, Spinner } from '@college/shared-ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { publicPages } from './publicPages.ts';

const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));

/** Every public route; mounted by the shell under its catch-all route. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {publicPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <PageLive />
    </Suspense>
  );
}
