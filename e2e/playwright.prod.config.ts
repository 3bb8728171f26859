import { launchOptions, onFailure } from './browser.ts';
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
  retries: onFailure.retries,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.PROD_BASE_URL ?? 'https://localhost:8443',
    // prod:check makes a self-signed certificate for localhost
    ignoreHTTPSErrors: true,
    reducedMotion: 'reduce',
    trace: onFailure.trace,
    launchOptions,
  },
  projects: [{ name: 'prod', use: { ...devices['Desktop Chrome'] } }],
});
