/**
 * On a prerendered page, resolves once the browser has painted it, so the page is on screen before any
 * script work starts and the largest paint is the prerendered content, not what the app renders after
 * its scripts ran. "Painted" is the first contentful paint, or, when the page has a hero image in view
 * (fetchpriority high), that image's own paint: its Element Timing entry (the prerender marks it
 * `elementtiming`), reported whatever the image's size, else its largest-contentful-paint entry, which
 * comes only if nothing larger was painted first (hence the 1 s bound). Elsewhere, and where paint timing
 * is not available or the page is hidden (no paint comes then), resolves at once.
 * Nothing here reads layout (whether the hero is in view comes from an IntersectionObserver, after the
 * browser's own layout): this runs while the page is still parsed, and a forced layout would be the first.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!doc.documentElement.hasAttribute('data-prerendered') || !types.includes('paint') || doc.visibilityState !== 'visible') return Promise.resolve();
  const hero = doc.querySelector<HTMLImageElement>('#root main img[fetchpriority="high"]');
  const heroPaint = hero?.hasAttribute('elementtiming') && types.includes('element') ? 'element' : 'largest-contentful-paint';
  const waitForHero = hero && types.includes(heroPaint) && typeof IntersectionObserver !== 'undefined';
  return new Promise((resolve) => {
    const observers: { disconnect(): void }[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let painted = false;
    let heroOutOfView = !waitForHero;
    const done = () => {
      clearTimeout(timer);
      for (const observer of observers) observer.disconnect();
      doc.removeEventListener('visibilitychange', done);
      hero?.removeEventListener('error', done);
      resolve();
    };
    const watch = (type: string, seen: (entry: PerformanceEntry & { element?: Element | null }) => boolean) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some(seen)) done();
      });
      observers.push(observer);
      observer.observe({ type, buffered: true });
    };
    watch('paint', (entry) => {
      if (entry.name !== 'first-contentful-paint') return false;
      painted = true;
      return heroOutOfView;
    });
    if (waitForHero) {
      watch(heroPaint, (entry) => entry.element === hero);
      const view = new IntersectionObserver((entries) => {
        view.disconnect();
        heroOutOfView = !entries.some((entry) => entry.isIntersecting);
        if (heroOutOfView && painted) done();
      });
      observers.push(view);
      view.observe(hero);
      hero.addEventListener('error', done);
      // never wait long: a larger element may have been painted first, and then the image reports nothing
      timer = setTimeout(done, 1000);
    }
    doc.addEventListener('visibilitychange', done);
  });
}
