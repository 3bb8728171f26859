import type { ReactElement } from 'react';
import { PortalRoute } from '../federation/PortalRoute.tsx';

/** The one route table (CONTRACT section 3): which portal owns which path. A dashboard's nested pages are its portal's own routes. */
export const routeTable: { path: string; element: ReactElement }[] = [
  { path: '/student-login', element: <PortalRoute key="mfe_student/LoginRoute" portal="mfe_student" module="LoginRoute" /> },
  { path: '/student-dashboard/:id/*', element: <PortalRoute key="mfe_student/DashboardRoute" portal="mfe_student" module="DashboardRoute" /> },
  { path: '/faculty-login', element: <PortalRoute key="mfe_faculty/LoginRoute" portal="mfe_faculty" module="LoginRoute" /> },
  { path: '/faculty-dashboard/:id/*', element: <PortalRoute key="mfe_faculty/DashboardRoute" portal="mfe_faculty" module="DashboardRoute" /> },
  { path: '/admin-dashboard', element: <PortalRoute key="mfe_admin/AdminRoute" portal="mfe_admin" module="AdminRoute" /> },
  { path: '/admin-dashboard/:section', element: <PortalRoute key="mfe_admin/AdminRoute" portal="mfe_admin" module="AdminRoute" /> },
  { path: '*', element: <PortalRoute key="mfe_public/PublicRoutes" portal="mfe_public" module="PublicRoutes" /> },
];
