/**
 * On a prerendered page, resolves once the browser has painted it, so the page is on screen before any
 * script work starts and the largest paint is the prerendered content, not what the app renders after
 * its scripts ran. "Painted" is the first contentful paint, or, when the page has a hero image in view
 * (fetchpriority high), the largest-contentful-paint entry for that image. Elsewhere, and where paint
 * timing is not available or the page is hidden (no paint comes then), resolves at once.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!doc.documentElement.hasAttribute('data-prerendered') || !types.includes('paint') || doc.visibilityState !== 'visible') return Promise.resolve();
  const hero = doc.querySelector<HTMLImageElement>('#root main img[fetchpriority="high"]');
  const box = hero?.getBoundingClientRect();
  const heroInView = hero && box && box.bottom > 0 && box.top < (doc.defaultView?.innerHeight ?? 0) && types.includes('largest-contentful-paint');
  return new Promise((resolve) => {
    const observers: PerformanceObserver[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      for (const observer of observers) observer.disconnect();
      doc.removeEventListener('visibilitychange', done);
      hero?.removeEventListener('error', done);
      resolve();
    };
    const watch = (type: string, painted: (entry: PerformanceEntry & { element?: Element | null }) => boolean) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some(painted)) done();
      });
      observers.push(observer);
      observer.observe({ type, buffered: true });
    };
    if (heroInView) {
      watch('largest-contentful-paint', (entry) => entry.element === hero);
      hero.addEventListener('error', done);
      // never wait long: a larger element may have been painted first, and then the image reports nothing
      timer = setTimeout(done, 1000);
    } else {
      watch('paint', (entry) => entry.name === 'first-contentful-paint');
    }
    doc.addEventListener('visibilitychange', done);
  });
}
