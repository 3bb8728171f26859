// Each portal also runs alone for its team, from its own build's index.html and origin, as its own host.
import { stackPorts } from '@college/topology';
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
    await page.goto(`http://localhost:${portal.port}${portal.path}`);
    await expect(page.getByRole('heading', { level: 1, name: portal.heading })).toBeVisible();
  });
}
