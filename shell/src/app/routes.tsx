import type { ReactElement } from 'react';
import { PortalRoute } from '../federation/PortalRoute.tsx';

/** The one route table (CONTRACT section 3): which portal owns which path. */
export const routeTable: { path: string; element: ReactElement }[] = [
  { path: '/student-login', element: <PortalRoute portal="mfe_student" module="LoginRoute" /> },
  { path: '/student-dashboard/:id', element: <PortalRoute portal="mfe_student" module="DashboardRoute" /> },
  { path: '/faculty-login', element: <PortalRoute portal="mfe_faculty" module="LoginRoute" /> },
  { path: '/faculty-dashboard/:id', element: <PortalRoute portal="mfe_faculty" module="DashboardRoute" /> },
  { path: '/admin-dashboard', element: <PortalRoute portal="mfe_admin" module="AdminRoute" /> },
  { path: '/admin-dashboard/:section', element: <PortalRoute portal="mfe_admin" module="AdminRoute" /> },
  { path: '*', element: <PortalRoute portal="mfe_public" module="PublicRoutes" /> },
];
