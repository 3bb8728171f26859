/**
 * Starts the downloads a composed page lists in `<script type="application/json" data-preload-after-paint>`
 * elements (one from the shell's chrome, its own scripts; one from the public portal's document, the page's
 * scripts), as preload hints. Called once the page is painted, so they all load in parallel without competing
 * with the first paint. Anything but a list of same-shaped entries is ignored: the app then loads its scripts
 * itself, one step after the other.
 */
export function preloadAfterPaint(doc: Document = document): void {
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
    }
  }
}
