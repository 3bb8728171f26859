/** The steps of the app's start, each a promise-returning step (index.ts gives the real ones). */
export interface StartSteps {
  /** the document is parsed */
  parsed: () => Promise<void>;
  /** the page has had its first paint */
  painted: () => Promise<void>;
  /** the downloads the page lists are started */
  preload: () => Promise<void>;
  /** /config.js has run */
  configLoaded: () => Promise<unknown>;
  /** the app's code is loaded and started */
  bootstrap: () => Promise<unknown>;
}

/**
 * The order of the app's start on a page. The page's files are asked for as soon as it is painted, while the rest
 * of its HTML is still parsed and laid out: at 4x CPU slowdown the contact page's parse and layout after its first
 * paint took ~400 ms, and the downloads that waited for them ~250 ms more before the first file ran. The app itself
 * starts only once the document is parsed (it hydrates the whole page, which must be there), its files have been
 * asked for, and the configuration has run.
 */
export function startApp(steps: StartSteps): Promise<unknown> {
  const preloaded = steps.painted().then(() => steps.preload());
  return Promise.all([steps.parsed(), preloaded])
    .then(() => steps.configLoaded())
    .then(() => steps.bootstrap());
}
