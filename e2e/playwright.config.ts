import { stackPorts } from '@college/topology';
import { launchOptions, onFailure } from './browser.ts';
import { MAIL_PORT } from './mailbox.ts';
import { defineConfig, devices } from '@playwright/test';

// Each stack (shell, portals, API, embedded PostgreSQL) runs on ports shifted by STACK_PORT_OFFSET,
// so several test runs can share this machine.
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const baseURL = `http://localhost:${stackPorts(offset).shell}`;
export const BOOKS_API_BASE = 'https://books.test.invalid/books/v1/volumes';

export default defineConfig({
  testDir: './tests',
  // an SMTP server the API sends to, whose mails the tests read (e2e/mailbox.ts)
  globalSetup: './mail-setup.ts',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: onFailure.retries,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Still pages cost a fraction of the CPU of animated ones; the specs about motion
    // (chrome, home, courses, library, gallery, misc) ask for 'no-preference' themselves.
    reducedMotion: 'reduce',
    trace: onFailure.trace,
    launchOptions,
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'], testIgnore: /independent-deploy|promotion\.spec|dev-composition/ },
    // Swaps a portal's build while the stack runs, so it goes last, alone, one file at a time: two files
    // swapping the same portal's dist at once would put back each other's builds.
    { name: 'deploy', use: { ...devices['Desktop Chrome'] }, dependencies: ['chromium'], testMatch: /independent-deploy/, workers: 1 },
    // Ends the academic year: every student's year and the current academic year change, so it runs after all else.
    { name: 'year-end', use: { ...devices['Desktop Chrome'] }, dependencies: ['deploy'], testMatch: /promotion\.spec/ },
    // Starts `npm run dev` beside this stack (five dev servers): last, alone, so that it slows no other test.
    { name: 'dev', use: { ...devices['Desktop Chrome'] }, dependencies: ['year-end'], testMatch: /dev-composition/, workers: 1 },
  ],
  webServer: {
    command: 'node ../.ci/tasks/serve.mjs',
    // through the shell to the API: ready only when the whole stack is (a new database is migrated and seeded first)
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      STACK_PORT_OFFSET: String(offset),
      STACK_QUIET: '1',
      RATE_LIMIT_LOGIN_MAX: process.env.RATE_LIMIT_LOGIN_MAX ?? '1000',
      // Every test visitor sends its forms from this machine's one address (5 per 10 minutes otherwise).
      SUBMISSION_LIMIT: process.env.SUBMISSION_LIMIT ?? '1000',
      // The books service is configuration; tests answer it from fixtures (public-library.spec.ts).
      BOOKS_API_BASE: BOOKS_API_BASE,
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
