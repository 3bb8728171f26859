/**
 * On a prerendered page, resolves once the browser has painted it (its first contentful paint), so the page is on
 * screen before any script work starts and the largest paint is the prerendered content, not what the app renders
 * after its scripts ran. A page's first pictures are drawn in the page itself (or travel inside the HTML), so they
 * are painted with it. Elsewhere, and where paint timing is not available or the page is hidden (no paint comes
 * then), resolves at once.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!doc.documentElement.hasAttribute('data-prerendered') || !types.includes('paint') || doc.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    doc.addEventListener('visibilitychange', done);
  });
}
