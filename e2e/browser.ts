import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, the
 * same Blink as the browser without its window layer; Playwright's own default for headless runs), else Debian's
 * full browser. The end-to-end tests ran in about two thirds of the time on it on this 2-core machine.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * How Playwright launches it, in both configurations (the end-to-end tests and the production journeys): no sandbox
 * (containers), software drawing, and none of the browser's own background traffic.
 */
export const launchOptions = {
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
};

/**
 * What a failing test leaves behind, in both configurations: CI runs it once more, recording a trace then; a local
 * run (no second try) keeps the trace of any failure. Recording one for every test cost about as much CPU as the
 * tests themselves on two cores (a set of specs ran in 100 s without, 177 s with).
 */
export const onFailure = {
  retries: process.env.CI ? 1 : 0,
  trace: process.env.CI ? ('on-first-retry' as const) : ('retain-on-failure' as const),
};
