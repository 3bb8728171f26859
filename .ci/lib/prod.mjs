// The production topology of deploy/: nginx (TLS, one origin) in front of the built shell and portals, the
// shell's server (the pages, composed as in development) and two API processes on Debian's PostgreSQL server,
// with the uploaded files in an S3-compatible object
// store (s3rver). Used by `npm run prod:check` and by `npm test`.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { PORTALS, WEB_PACKAGES, WORK_SCREEN_PREFIXES } from '../../shared-ui/topology/src/topology.ts';
import { root, startProcess, waitForUrl } from './processes.mjs';

export function prodPorts(offset = Number(process.env.PROD_PORT_OFFSET ?? 0)) {
  return { https: 8443 + offset, http: 8080 + offset, shell: 4510 + offset, api: [4501 + offset, 4502 + offset], pg: 55329 + offset, s3: 9000 + offset };
}

export function nginxBinary() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) if (candidate && existsSync(candidate)) return candidate;
  return undefined;
}

/** Where Debian keeps nginx's dynamic modules; deploy/nginx.conf.template loads its two brotli modules from there. */
function nginxModules() {
  const dir = process.env.NGINX_MODULES ?? '/usr/lib/nginx/modules';
  for (const [module, pkg] of [['ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static']]) {
    if (!existsSync(join(dir, module))) throw new Error(`nginx's module ${module} is not in ${dir} (Debian: apt-get install ${pkg}; .ci/run installs it)`);
  }
  return dir;
}

function waitForHttps(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const once = () =>
    new Promise((resolve) => {
      const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
        res.resume();
        resolve(res.statusCode < 500);
      });
      req.on('error', () => resolve(false));
      req.on('timeout', () => req.destroy());
      req.end();
    });
  return (async () => {
    while (Date.now() < deadline) {
      if (await once()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${url} did not answer within ${timeoutMs} ms`);
  })();
}

function selfSignedCertificate(dir) {
  const cert = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * The uploaded files' object store (s3rver, standing in for the college's MinIO or S3), and the API's
 * settings for it: the API processes share no disk.
 */
async function startObjectStore(runDir, ports) {
  const store = startProcess('prod-s3', ['api/bench/object-store.ts', join(runDir, 'object-store'), String(ports.s3)], {
    readyLine: /S3_ENDPOINT=(\S+) S3_BUCKET=(\S+)/,
  });
  const [, endpoint, bucket] = await store.ready;
  const { OBJECT_STORE_CREDENTIALS } = await import(join(root, 'api', 'bench', 'object-store.ts'));
  return { FILE_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_FORCE_PATH_STYLE: '1', ...OBJECT_STORE_CREDENTIALS };
}

/**
 * Debian's PostgreSQL server (package `postgresql`, which .ci/run installs): the newest major version under
 * /usr/lib/postgresql, or POSTGRES_BIN_DIR. Production runs a distribution's stable release, so the check does.
 */
function distributionPostgres() {
  const candidates = process.env.POSTGRES_BIN_DIR
    ? [process.env.POSTGRES_BIN_DIR]
    : (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [])
        .filter((major) => /^\d+$/.test(major))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => join('/usr/lib/postgresql', major, 'bin'));
  const bin = candidates.find((dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error("Debian's PostgreSQL server is not installed (apt-get install postgresql; .ci/run installs it)");
  return bin;
}

let databaseStarts = 0;
let prodDataDir;
/**
 * The topology's PostgreSQL: Debian's server, its cluster made by initdb in a fresh folder of the run (as the
 * current user, or `postgres` when root); started again on the same data after a stop.
 */
export async function startProdDatabase(ports = prodPorts()) {
  databaseStarts += 1;
  if (!prodDataDir) {
    const folder = mkdtempSync(join(tmpdir(), 'college-prod-db-'));
    // the server runs as `postgres` when we are root: it must reach its data folder
    chmodSync(folder, 0o755);
    prodDataDir = join(folder, 'data');
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  }
  const bin = distributionPostgres();
  const db = startProcess(databaseStarts === 1 ? 'prod-db' : `prod-db-${databaseStarts}`, ['api/src/db/embedded.ts'], {
    env: { PGPORT: String(ports.pg), PGDATA_DIR: prodDataDir, POSTGRES_BIN_DIR: bin },
    readyLine: /DATABASE_URL=(\S+)/,
  });
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim();
  return { child: db.child, url: (await db.ready)[1], version: `${version} from ${bin}` };
}

/** Starts everything (the builds must exist) and returns where it listens and how to reach the API processes. */
export async function startProdTopology({ apiRate = '20r/s', apiBurst = '200', apiSettings = {} } = {}) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)');
  for (const pkg of WEB_PACKAGES)
    if (!existsSync(join(root, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json'))) throw new Error(`${pkg} is not built`);
  const ports = prodPorts();
  const origin = `https://localhost:${ports.https}`;
  const runDir = mkdtempSync(join(tmpdir(), 'college-prod-'));
  chmodSync(runDir, 0o755);
  const configDir = join(runDir, 'config');
  mkdirSync(configDir);

  // a fresh cluster of Debian's PostgreSQL, on its own port
  const db = await startProdDatabase(ports);
  const databaseUrl = db.url;

  const objectStore = await startObjectStore(runDir, ports);
  const admin = { username: 'admin', password: `Prod-${randomBytes(9).toString('base64url')}` };
  const apiEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // the journeys read no mail: production needs this said explicitly when there is no SMTP_URL
    MAIL_DISABLED: '1',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ALLOWED_ORIGINS: origin,
    TRUST_PROXY: 'loopback',
    // nginx limits requests per address for both processes (deploy/nginx.conf.template)
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    ...objectStore,
    ...apiSettings,
  };
  // all at once on the empty database, as after a deploy: the migrations' advisory lock lets one apply them;
  // each on its own disk, as on two machines
  const apis = [];
  for (const [index, port] of ports.api.entries()) {
    const disk = { UPLOADS_DIR: join(runDir, `api-${index + 1}`, 'uploads'), SUBMISSIONS_DIR: join(runDir, `api-${index + 1}`, 'submissions') };
    apis.push(startProcess(`prod-api-${index + 1}`, ['api/src/server.ts'], { env: { ...apiEnv, ...disk, PORT: String(port) } }).child);
  }
  await Promise.all(ports.api.map((port) => waitForUrl(`http://127.0.0.1:${port}/api/health`, 120_000)));

  const { clientConfigFrom, clientConfigScript } = await import(join(root, 'shell', 'src', 'server', 'clientConfig.ts'));
  writeFileSync(join(configDir, 'config.js'), clientConfigScript(clientConfigFrom({})));
  const remotes = Object.fromEntries(PORTALS.map((portal) => [portal.name, `${origin}/portals/${portal.folder}/mf-manifest.json`]));
  writeFileSync(join(configDir, 'remotes.json'), JSON.stringify(remotes));
  chmodSync(configDir, 0o755);

  const { inlineScriptHashes, securityHeaders } = await import(join(root, 'shared-ui', 'platform', 'server', 'security-headers.ts'));
  // the inline scripts of the shell's release in place (a shell release that changes them comes with this file regenerated)
  const inlineScripts = inlineScriptHashes(readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8'));
  const headerLines = Object.entries(securityHeaders({ inlineScripts }, true)).map(([name, value]) => `add_header ${name} "${value}" always;`);
  const tls = selfSignedCertificate(runDir);
  // the pages: the shell's server, as `npm start` runs it, reading the public portal's documents through nginx
  // like a browser (trusting this certificate), behind nginx
  startProcess('prod-shell', ['shell/server.ts'], {
    env: {
      NODE_ENV: 'production',
      PORT: String(ports.shell),
      SITE_ORIGIN: origin,
      REMOTES_FILE: join(configDir, 'remotes.json'),
      API_URL: `http://127.0.0.1:${ports.api[0]}`,
      NODE_EXTRA_CA_CERTS: tls.cert,
    },
  });
  await waitForUrl(`http://127.0.0.1:${ports.shell}/remotes.json`);
  const values = {
    // the checkout may sit in a folder only its owner can enter (mktemp -d): workers run as that owner
    WORKER_USER: userInfo().username,
    NGINX_MODULES: nginxModules(),
    RUN_DIR: runDir,
    MIME_TYPES: '/etc/nginx/mime.types',
    ROOT: root,
    CONFIG_DIR: configDir,
    SERVER_NAME: 'localhost',
    SITE_ORIGIN: origin,
    SECURITY_HEADERS: headerLines.join(' '),
    // the signed-in portals' paths, from the topology: `(/student-login|/student-dashboard|...)`
    PORTAL_ROUTES: `(${[...new Set(WORK_SCREEN_PREFIXES)].map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    API_RATE: apiRate,
    API_BURST: apiBurst,
    HTTP_PORT: ports.http,
    HTTPS_PORT: ports.https,
    SHELL_PORT: ports.shell,
    API_PORT_1: ports.api[0],
    API_PORT_2: ports.api[1],
    TLS_CERT: tls.cert,
    TLS_KEY: tls.key,
  };
  const template = readFileSync(join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  const conf = template.replace(/\{\{([A-Z_0-9]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: no value for {{${name}}}`);
    return String(values[name]);
  });
  writeFileSync(join(runDir, 'nginx.conf'), conf);
  execFileSync(nginx, ['-t', '-q', '-p', runDir, '-c', join(runDir, 'nginx.conf')], { stdio: 'inherit' });
  startProcess('nginx', ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-g', 'daemon off;'], { command: nginx });
  await waitForHttps(`${origin}/remotes.json`);
  const apiUrls = ports.api.map((port) => `http://127.0.0.1:${port}`);
  return {
    origin,
    db,
    ports,
    httpOrigin: `http://localhost:${ports.http}`,
    admin,
    apiPids: apis.map((child) => child.pid),
    apiUrls,
    databaseUrl,
    objectStore,
    runDir,
  };
}
