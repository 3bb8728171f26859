// What the shell's server writes into its answers never comes from a header a client made up.
import { request } from 'node:http';
import { expect, test } from './fixtures.ts';

/** A raw GET to the shell with a Host header of our choosing (a browser cannot send one). */
function getWithHost(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a made-up Host header never chooses where browsers load portal code from', async ({ baseURL }) => {
  const remotes = await getWithHost(baseURL as string, '/remotes.json', 'evil.example');
  expect(remotes.status).toBe(200);
  const urls = Object.values(JSON.parse(remotes.body) as Record<string, string>);
  expect(urls.length).toBe(4);
  for (const url of urls) expect(new URL(url).hostname).toBe('localhost');
  const page = await getWithHost(baseURL as string, '/courses', 'evil.example');
  expect(page.status).toBe(200);
  expect(page.body).toContain('<h1');
  expect(page.body).not.toContain('evil.example');
});
