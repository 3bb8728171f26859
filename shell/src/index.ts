import { afterFirstPaint } from './afterFirstPaint.ts';
import { loadRemotes } from './federation/remotes.ts';
import { preloadAfterPaint } from './preloadAfterPaint.ts';

// The portals' addresses are asked for at once; the app's own files only once the page has been painted
// (a prerendered page is on screen before any script of the app runs or downloads). Then everything the
// page needs is fetched in parallel.
void loadRemotes();
void afterFirstPaint().then(() => {
  preloadAfterPaint();
  return import('./bootstrap.tsx');
});
