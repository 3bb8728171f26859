// Lighthouse CI (`npm run lighthouse`): Lighthouse's default mobile settings, three runs per page, each figure the
// median of the three, on the public pages and the three login pages of the built product (started on STACK_PORT_OFFSET).
// LHCI_ACCESSIBILITY_ONLY=1 (a step of `npm test`): one run per page, accessibility only, which does not vary
// from run to run as a performance score on a busy machine does.
const { stackPorts } = require('./shared-ui/topology/src/topology.ts');

const origin = `http://localhost:${stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0)).shell}`;
// the login pages: the student's, the staff's, and the staff's as a signed-out admin reaches it from the dashboard
const LOGIN_PAGES = ['/student-login', '/faculty-login', `/faculty-login?next=${encodeURIComponent('/admin-dashboard')}`];
const PAGES = ['/', '/facilities', '/courses', '/gallery', '/exams', '/contact', ...LOGIN_PAGES];
const accessibilityOnly = Boolean(process.env.LHCI_ACCESSIBILITY_ONLY);
// the median of the three runs' values (lhci's 'median-run' picks one run for audits but not for category scores)
const median = (options) => ['error', { ...options, aggregationMethod: 'median' }];

module.exports = {
  ci: {
    collect: {
      url: PAGES.map((path) => `${origin}${path}`),
      startServerCommand: 'node .ci/tasks/serve.mjs',
      startServerReadyPattern: 'ready on',
      startServerReadyTimeout: 180_000,
      numberOfRuns: accessibilityOnly ? 1 : 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags: '--no-sandbox --disable-gpu --disable-dev-shm-usage',
        ...(accessibilityOnly ? { onlyCategories: ['accessibility'] } : {}),
      },
    },
    assert: {
      assertions: {
        'categories:accessibility': median({ minScore: 1 }),
        ...(accessibilityOnly
          ? {}
          : {
              'categories:performance': median({ minScore: 0.9 }),
              'cumulative-layout-shift': median({ maxNumericValue: 0.02 }),
              'largest-contentful-paint': median({ maxNumericValue: 2500 }),
            }),
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
