/**
 * Resolves once /config.js (where the API is) has run, or failed. On a prerendered page it is an async script, so
 * that the task that ends the parse, which also lays out the whole page, does not wait for its download (deferred,
 * it ran in that task); elsewhere it is deferred and has run by the time the document is parsed. An async script
 * holds the window's load event, so one that failed before anyone listened has by then.
 */
export function configLoaded(doc: Document = document): Promise<unknown> {
  const win = doc.defaultView;
  if (!win || win.__COLLEGE_CONFIG__ || doc.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const script = doc.querySelector('script[src="/config.js"]');
    script?.addEventListener('load', resolve);
    script?.addEventListener('error', resolve);
    win.addEventListener('load', resolve);
  });
}
