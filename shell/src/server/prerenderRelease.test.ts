// @vitest-environment node
// The prerendered public pages are part of a release: without Chromium a release build fails and says why,
// while `npm start` and the tests go on and say what they skipped.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Prerender = { prerenderPublicPages: (options?: { required?: boolean }) => Promise<boolean> };
const prerenderModule = join(import.meta.dirname, '../../../.ci/lib/prerender.mjs');

describe('prerendering without Chromium', () => {
  const chromiumPath = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (chromiumPath === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = chromiumPath;
    vi.restoreAllMocks();
  });

  it('fails a release build with a message that says what is missing and how to get it', async () => {
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { prerenderPublicPages } = (await import(prerenderModule)) as Prerender;
    expect(await prerenderPublicPages({ required: true })).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/release build must carry its prerendered public pages.*\/nowhere\/chromium.*CHROMIUM_PATH/));
  });

  it('lets npm start go on, saying what it skipped', async () => {
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { prerenderPublicPages } = (await import(prerenderModule)) as Prerender;
    expect(await prerenderPublicPages()).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped: Chromium is not available/));
  });
});
