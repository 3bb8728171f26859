import { existsSync } from 'node:fs';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, the
 * same Blink as the browser without its window layer; Playwright's own default for headless runs), else Debian's
 * full browser. The whole suite ran in about two thirds of the time on the headless shell on this 2-core machine.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
