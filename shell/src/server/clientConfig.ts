// What the browser learns at run time from /config.js: where the API and the books service are.
// Read from the shell server's environment, so one build serves every deployment.

export interface ClientConfig {
  apiBase?: string;
  booksApiBase?: string;
}

const ENV_NAMES: Record<keyof ClientConfig, string> = { apiBase: 'PUBLIC_API_BASE', booksApiBase: 'BOOKS_API_BASE' };

/** An absolute http(s) URL, or (API only) a path on the shell's own origin. */
function checked(name: string, value: string, allowPath: boolean): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (allowPath && /^\/[A-Za-z0-9/_-]*$/.test(trimmed)) return trimmed;
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} must be an http(s) URL${allowPath ? ' or a path' : ''}`);
  return trimmed;
}

export function clientConfigFrom(env: NodeJS.ProcessEnv): ClientConfig {
  const config: ClientConfig = {};
  const api = env[ENV_NAMES.apiBase];
  const books = env[ENV_NAMES.booksApiBase];
  if (api) config.apiBase = checked(ENV_NAMES.apiBase, api, true);
  if (books) config.booksApiBase = checked(ENV_NAMES.booksApiBase, books, false);
  return config;
}

/** The body of /config.js; `<` is escaped so the text can never end a script element. */
export const clientConfigScript = (config: ClientConfig) => `window.__COLLEGE_CONFIG__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
