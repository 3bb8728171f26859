import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, the
 * same Blink as the browser without its window layer; Playwright's own default for headless runs), else Debian's
 * full browser. The end-to-end tests ran in about two thirds of the time on it on this 2-core machine.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
