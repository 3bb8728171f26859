import { nextTask } from './nextTask.ts';

/**
 * Starts the downloads a composed page lists in `<script type="application/json" data-preload-after-paint>`
 * elements (one from the shell's chrome, its own scripts; one from the public portal's document, the page's
 * scripts), as preload hints. Called once the page is painted, so they all load in parallel without competing
 * with the first paint. Anything but a list of same-shaped entries is ignored: the app then loads its scripts
 * itself, one step after the other. One hint per task: starting a download is a request the browser prepares on
 * the main thread, and on a slow phone, with the first frame still being drawn, five of them in one go made a
 * long task. Resolves once all are started, with their addresses.
 */
export async function preloadAfterPaint(doc: Document = document): Promise<string[]> {
  const started: string[] = [];
  for (const list of doc.querySelectorAll('script[data-preload-after-paint]')) {
    let entries: unknown;
    try {
      entries = JSON.parse(list.textContent ?? '');
    } catch {
      continue;
    }
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as { href?: unknown; crossOrigin?: unknown }[]) {
      if (typeof entry?.href !== 'string') continue;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = entry.href;
      if (typeof entry.crossOrigin === 'string') link.setAttribute('crossorigin', entry.crossOrigin);
      doc.head.append(link);
      started.push(entry.href);
      await nextTask();
    }
  }
  return started;
}
