// @vitest-environment node
// The prerendered parts of the public pages are part of a release (the shell's chrome, the public portal's page
// documents): without Chromium a release build fails and says why, while `npm start` and the tests go on and say
// what they skipped.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Prerender = { prerenderRelease: (pkg: string, options?: { required?: boolean }) => Promise<boolean> };
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
    const { prerenderRelease } = (await import(prerenderModule)) as Prerender;
    for (const pkg of ['shell', 'mfe-public']) expect(await prerenderRelease(pkg, { required: true }), pkg).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/release build must carry its prerendered public pages \(shell: its chrome\).*\/nowhere\/chromium.*CHROMIUM_PATH/),
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/release build must carry its prerendered public pages \(mfe-public: its page documents\)/));
  });

  it('lets npm start go on, saying what it skipped', async () => {
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { prerenderRelease } = (await import(prerenderModule)) as Prerender;
    expect(await prerenderRelease('mfe-public')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/mfe-public: skipped: Chromium is not available/));
  });

  it('has nothing to prerender for a portal the public pages are not made of', async () => {
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { prerenderRelease } = (await import(prerenderModule)) as Prerender;
    expect(await prerenderRelease('mfe-student', { required: true })).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });
});
