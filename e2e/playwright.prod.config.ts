import { chromiumPath } from './browser.ts';
import { defineConfig, devices } from '@playwright/test';

// The journeys of e2e/prod, run by `npm run prod:check` (and `npm test`) against nginx in front of the
// production builds and two API processes. That script starts everything and passes PROD_* variables.
export default defineConfig({
  testDir: './prod',
  outputDir: './test-results-prod',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.PROD_BASE_URL ?? 'https://localhost:8443',
    // prod:check makes a self-signed certificate for localhost
    ignoreHTTPSErrors: true,
    reducedMotion: 'reduce',
    // Recording a trace costs about as much CPU as the test itself on two cores (a set of specs ran in 100 s
    // without, 177 s with): CI records one for a failing test's retry, a local run (no retries) for any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'prod', use: { ...devices['Desktop Chrome'] } }],
});
