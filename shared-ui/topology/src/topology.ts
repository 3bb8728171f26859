// The one description of what runs where: the shell, the four portals (their folders, federation names,
// ports, exposed route modules and the paths they own), the API and the embedded database. Servers,
// builds, .ci tasks, the prerender, the shell's router and the e2e tests read it from here.

export type PortalName = 'mfe_public' | 'mfe_student' | 'mfe_faculty' | 'mfe_admin';
export type PortalFolder = 'mfe-public' | 'mfe-student' | 'mfe-faculty' | 'mfe-admin';

export interface PortalDescription {
  /** Federation name: the key of /remotes.json and of the portal's container. */
  name: PortalName;
  folder: PortalFolder;
  /** Shown in the shell's fallback ("Loading student portal..."). */
  label: string;
  defaultPort: number;
  /** The variable that moves it (the shell's default /remotes.json follows it). */
  portVariable: string;
  /** Exposed module -> source file, as the portal's build exposes it. */
  exposes: Record<string, string>;
  /**
   * The shell's routes it owns: path pattern -> exposed module; `heading`, for pages the portal always heads the
   * same way (its dashboard frame), is shown by the shell in the frame's place while the portal's code loads.
   * `prerendered`: the portal's release carries the page's document (its login page), composed by the shell's
   * server as the public pages are; every other portal route is rendered in the browser.
   */
  routes: { path: string; module: string; heading?: string; prerendered?: true }[];
}

/** The main heading of the student and faculty dashboards' frame, on every page under it. */
export const DASHBOARD_HEADINGS = { student: 'Student Dashboard', faculty: 'Faculty Dashboard' } as const;

export const SHELL = { folder: 'shell', defaultPort: 3000 } as const;
export const API = { folder: 'api', defaultPort: 4000 } as const;
export const EMBEDDED_POSTGRES_PORT = 54329;

export const PORTALS: readonly PortalDescription[] = [
  {
    name: 'mfe_public',
    folder: 'mfe-public',
    label: 'public site',
    defaultPort: 3001,
    portVariable: 'MFE_PUBLIC_PORT',
    exposes: { './PublicRoutes': './src/app/PublicRoutes.tsx' },
    routes: [{ path: '*', module: 'PublicRoutes' }],
  },
  {
    name: 'mfe_student',
    folder: 'mfe-student',
    label: 'student portal',
    defaultPort: 3002,
    portVariable: 'MFE_STUDENT_PORT',
    exposes: { './LoginRoute': './src/app/LoginRoute.tsx', './DashboardRoute': './src/app/DashboardRoute.tsx' },
    routes: [
      { path: '/student-login', module: 'LoginRoute', prerendered: true },
      { path: '/student-dashboard/:id/*', module: 'DashboardRoute', heading: DASHBOARD_HEADINGS.student },
    ],
  },
  {
    name: 'mfe_faculty',
    folder: 'mfe-faculty',
    label: 'faculty portal',
    defaultPort: 3003,
    portVariable: 'MFE_FACULTY_PORT',
    exposes: { './LoginRoute': './src/app/LoginRoute.tsx', './DashboardRoute': './src/app/DashboardRoute.tsx' },
    routes: [
      { path: '/faculty-login', module: 'LoginRoute', prerendered: true },
      { path: '/faculty-dashboard/:id/*', module: 'DashboardRoute', heading: DASHBOARD_HEADINGS.faculty },
    ],
  },
  {
    name: 'mfe_admin',
    folder: 'mfe-admin',
    label: 'admin portal',
    defaultPort: 3004,
    portVariable: 'MFE_ADMIN_PORT',
    exposes: { './AdminRoute': './src/app/AdminRoute.tsx' },
    routes: [
      { path: '/admin-dashboard', module: 'AdminRoute' },
      { path: '/admin-dashboard/:section/*', module: 'AdminRoute' },
    ],
  },
];

export const PORTAL_FOLDERS: readonly PortalFolder[] = PORTALS.map((portal) => portal.folder);
/** Every package the browser loads, in build order. */
export const WEB_PACKAGES: readonly string[] = [SHELL.folder, ...PORTAL_FOLDERS];

/** The packages in shared-ui/, by name and folder: what the shell, the portals and the API build on. */
export const SHARED_PACKAGES = [
  { name: '@college/shared-ui', folder: 'shared-ui/ui' },
  { name: '@college/contract', folder: 'shared-ui/contract' },
  { name: '@college/topology', folder: 'shared-ui/topology' },
  { name: '@college/platform', folder: 'shared-ui/platform' },
  { name: '@college/build', folder: 'shared-ui/build' },
  { name: '@college/presets', folder: 'shared-ui/presets' },
] as const;

export function portalNamed(name: string): PortalDescription {
  const portal = PORTALS.find((candidate) => candidate.name === name || candidate.folder === name);
  if (!portal) throw new Error(`no portal named ${name}`);
  return portal;
}

/** The ports of one stack; STACK_PORT_OFFSET shifts them all so several stacks can share a machine. */
export function stackPorts(offset = 0) {
  return {
    offset,
    shell: SHELL.defaultPort + offset,
    api: API.defaultPort + offset,
    postgres: EMBEDDED_POSTGRES_PORT + offset,
    portals: Object.fromEntries(PORTALS.map((portal) => [portal.folder, portal.defaultPort + offset])) as Record<PortalFolder, number>,
  };
}

/** The signed-in portals' paths (their login pages included): work screens, never indexed, no public widgets. */
export const WORK_SCREEN_PREFIXES: readonly string[] = PORTALS.flatMap((portal) => portal.routes.map((route) => route.path))
  .filter((path) => path !== '*')
  .map((path) => path.split('/:')[0] as string);

export const isPortalRoute = (path: string) => WORK_SCREEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
