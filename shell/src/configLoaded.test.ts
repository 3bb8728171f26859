// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { configLoaded } from './configLoaded.ts';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.__COLLEGE_CONFIG__;
});

/** A stand-in for the prerendered page's async config script, of a type happy-dom does not try to load. */
const configScript = () => {
  const script = document.createElement('script');
  script.setAttribute('type', 'text/x-stand-in');
  script.setAttribute('async', '');
  script.setAttribute('src', '/config.js');
  document.head.append(script);
  return script;
};
/** Whether `promise` has settled once pending callbacks have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};
const loading = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

describe('configLoaded', () => {
  afterEach(() => {
    // back to happy-dom's own readyState
    delete (document as { readyState?: DocumentReadyState }).readyState;
  });

  it('resolves at once when the config has run', async () => {
    loading('interactive');
    configScript();
    window.__COLLEGE_CONFIG__ = { apiBase: 'https://api.college.example/api' };
    expect(await settled(configLoaded())).toBe(true);
  });

  it.each([
    [
      "the config script's load",
      (script: HTMLScriptElement) => {
        window.__COLLEGE_CONFIG__ = {};
        script.dispatchEvent(new Event('load'));
      },
    ],
    ['the config script failing, so the app starts with its same-origin API', (script: HTMLScriptElement) => script.dispatchEvent(new Event('error'))],
    ["the window's load, when the script failed before anyone listened", () => window.dispatchEvent(new Event('load'))],
  ])('waits, then resolves at %s', async (_, happen) => {
    loading('interactive');
    const script = configScript();
    const waiting = configLoaded();
    expect(await settled(waiting)).toBe(false);
    happen(script);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once on a loaded document (every async script has run or failed by then)', async () => {
    loading('complete');
    configScript();
    expect(await settled(configLoaded())).toBe(true);
  });
});
