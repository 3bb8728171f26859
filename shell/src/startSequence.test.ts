import { describe, expect, it } from 'vitest';
import { startApp, type StartSteps } from './startSequence.ts';

/** A step that resolves when the test says so, recording when it is called. */
function manual(log: string[], name: string) {
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((open) => {
    resolve = open;
  });
  return {
    step: () => {
      log.push(name);
      return done;
    },
    resolve,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function steps() {
  const log: string[] = [];
  const parsed = manual(log, 'parsed?');
  const painted = manual(log, 'painted?');
  const preload = manual(log, 'preload');
  const config = manual(log, 'config?');
  const bootstrap = manual(log, 'bootstrap');
  const given: StartSteps = { parsed: parsed.step, painted: painted.step, preload: preload.step, configLoaded: config.step, bootstrap: bootstrap.step };
  return { log, given, parsed, painted, preload, config, bootstrap };
}

describe('startApp', () => {
  it("asks for the page's files once it is painted, while the document is still being parsed", async () => {
    const { log, given, painted } = steps();
    void startApp(given);
    await settle();
    expect(log).not.toContain('preload');
    painted.resolve();
    await settle();
    expect(log).toContain('preload');
    expect(log).not.toContain('bootstrap');
  });

  it('starts the app only once the document is parsed, the downloads are started and the configuration has run', async () => {
    const { log, given, parsed, painted, preload, config } = steps();
    void startApp(given);
    painted.resolve();
    preload.resolve();
    await settle();
    expect(log).not.toContain('config?');
    parsed.resolve();
    await settle();
    expect(log).toContain('config?');
    expect(log).not.toContain('bootstrap');
    config.resolve();
    await settle();
    expect(log.at(-1)).toBe('bootstrap');
  });

  it('waits for the downloads to be started even when the document is parsed first', async () => {
    const { log, given, parsed, painted } = steps();
    void startApp(given);
    parsed.resolve();
    painted.resolve();
    await settle();
    expect(log).not.toContain('config?');
  });
});
