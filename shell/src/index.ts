import { afterFirstPaint } from './afterFirstPaint.ts';
import { configLoaded } from './configLoaded.ts';
import { loadRemotes } from './federation/remotes.ts';
import { nextTask } from './nextTask.ts';
import { preloadAfterPaint } from './preloadAfterPaint.ts';
import { startApp } from './startSequence.ts';

/**
 * Resolves once the document is parsed. On a prerendered page main.js is an async script, run as soon as it is in,
 * often while the page is still parsed: the app it starts hydrates the whole page, there by then.
 */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

// The portals' addresses are asked for at once, in the task right after this one: starting a request costs the
// main thread a few milliseconds here (more while the browser records the network for a debugger), and this
// file's evaluation is a task the page waits on. The app's own files only once the page has been painted
// (a prerendered page is on screen before any script of the app runs or downloads), each download started in a
// task of its own; then the app's start, which reads config.js (./startSequence.ts).
void nextTask().then(() => loadRemotes());
void startApp({
  parsed,
  painted: afterFirstPaint,
  preload: async () => {
    await preloadAfterPaint();
  },
  configLoaded,
  bootstrap: () => import('./bootstrap.tsx'),
});
