import { PORTALS } from '@college/topology';
import type { ReactElement } from 'react';
import { PortalRoute } from '../federation/PortalRoute.tsx';

/** The one route table (CONTRACT section 3): which portal owns which path, as the topology describes it. */
export const routeTable: { path: string; element: ReactElement }[] = PORTALS.flatMap(
  (portal) =>
    portal.routes.map(({ path, module, heading }) => ({
      path,
      element: <PortalRoute key={`${portal.name}/${module}`} portal={portal.name} module={module} heading={heading} />,
    })),
  // the public portal's catch-all goes last
).sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));
