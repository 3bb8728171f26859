// Small process supervisor for the local stack: start children, wait until ready, stop them all.
import { spawn } from 'node:child_process';

export const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

const children = [];
let stopping = false;

/** Starts `node args` (or `command args`), prefixing its output with its name; stopAll() stops it. */
export function startProcess(name, args, { env = {}, cwd = root, readyLine, command = process.execPath } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push({ name, child });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  let resolveLine;
  const line = new Promise((resolve, reject) => {
    resolveLine = resolve;
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`)));
  });
  const tail = [];
  const onData = (stream) => (chunk) => {
    tail.push(chunk.toString());
    if (tail.length > 20) tail.shift();
    if (!process.env.STACK_QUIET) stream.write(`${prefix(chunk)}\n`);
    if (readyLine) {
      const match = chunk.toString().match(readyLine);
      if (match) resolveLine(match);
    }
  };
  line.catch(() => {});
  child.once('exit', (code, signal) => {
    if (!stopping && code !== 0) console.error(`[stack] ${name} exited unexpectedly (code ${code ?? signal})\n${tail.join('')}`);
  });
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  return { child, ready: readyLine ? line : Promise.resolve(null) };
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops children newest first (servers, then the API, then the database) and waits for each. */
export async function stopAll() {
  stopping = true;
  for (const { name, child } of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      console.error(`[stack] ${name} did not stop in time; killing it`);
      child.kill('SIGKILL');
    }, 15_000);
    await exited;
    clearTimeout(timer);
  }
  // ready for the next group (the build's prerender servers are stopped before the stack starts)
  children.length = 0;
  stopping = false;
}

export function runStep(_name, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
