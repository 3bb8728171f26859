/**
 * A prerendered page's lazy images come with their address in `data-src` (and `data-srcset`), not `src`
 * (.ci/lib/prerender.mjs); this gives each its address once it is within 300 px of the screen. The browser's own
 * lazy loading would start every image within 1,250 px at once, and an SVG image is a document of its own, which
 * a phone parses and lays out on its main thread just while the page becomes interactive; these wait until the
 * visitor scrolls towards them. Hydration keeps what the server sent (React does not patch attributes), and an
 * image React renders itself later has its `src` and the browser's lazy loading.
 *
 * It runs inline in the page's <head> with captureEarlyInput (earlyInputScript.ts), so it must be
 * self-contained: no imports, nothing from the module around it.
 */
export function loadImagesNearScreen(doc: Document): void {
  if (!doc.documentElement.hasAttribute('data-prerendered') || typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const image = entry.target as HTMLImageElement;
        observer.unobserve(image);
        const { srcset, src } = image.dataset;
        if (srcset) image.srcset = srcset;
        if (src) image.src = src;
        image.removeAttribute('data-srcset');
        image.removeAttribute('data-src');
      }
    },
    { rootMargin: '300px 0px' },
  );
  const watch = () => {
    for (const image of doc.querySelectorAll('img[data-src]')) observer.observe(image);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watch, { once: true });
  else watch();
}
