// Each portal also runs alone for its team, from its own build's index.html and origin. Its federation
// runtime takes the runtime core from federation-runtime.js there (in the shell, from the shell).
import { stackPorts } from '../../shared-ui/src/topology.ts';
import { expect, test } from './fixtures.ts';

const ports = stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0));
const portals = [
  { name: 'public', port: ports.portals['mfe-public'], path: '/courses', heading: 'Explore Our Exciting Courses!' },
  { name: 'student', port: ports.portals['mfe-student'], path: '/student-login', heading: 'Student Login' },
  { name: 'faculty', port: ports.portals['mfe-faculty'], path: '/faculty-login', heading: 'Faculty Login' },
  { name: 'admin', port: ports.portals['mfe-admin'], path: '/admin-login', heading: 'Staff Login' },
];

for (const portal of portals) {
  test(`the ${portal.name} portal runs standalone from its own origin`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`http://localhost:${portal.port}${portal.path}`);
    await expect(page.getByRole('heading', { level: 1, name: portal.heading })).toBeVisible();
    expect(scripts.slice(0, 2)).toEqual(['/federation-runtime.js', '/main.js']);
  });
}

test('inside the shell a portal brings no runtime core of its own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/student-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  expect(scripts.some((url) => url.endsWith(`:${ports.portals['mfe-student']}/remoteEntry.js`))).toBe(true);
  expect(scripts.filter((url) => url.endsWith('/federation-runtime.js'))).toEqual([]);
});
