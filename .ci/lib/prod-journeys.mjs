import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProdTopology } from './prod.mjs';
import { root, runStep, stopAll } from './processes.mjs';

/** Starts deploy/'s topology, runs e2e/prod through it, stops everything; returns the Playwright counts. */
export async function runProdJourneys() {
  process.env.STACK_QUIET ??= '1';
  const report = join(mkdtempSync(join(tmpdir(), 'college-prod-report-')), 'playwright.json');
  try {
    const topology = await startProdTopology();
    console.log(`[prod] nginx on ${topology.origin}, API processes ${topology.apiPids.join(', ')}, ${topology.db.version}`);
    const code = await runStep('playwright prod', [join(root, 'e2e', 'node_modules', '.bin', 'playwright'), 'test', '-c', 'playwright.prod.config.ts'], {
      cwd: join(root, 'e2e'),
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        PROD_BASE_URL: topology.origin,
        PROD_HTTP_URL: topology.httpOrigin,
        PROD_SHELL_URL: `http://127.0.0.1:${topology.ports.shell}`,
        PROD_ADMIN_USERNAME: topology.admin.username,
        PROD_ADMIN_PASSWORD: topology.admin.password,
        PROD_API_PIDS: topology.apiPids.join(','),
        PROD_API_URLS: topology.apiUrls.join(','),
      },
    });
    if (!existsSync(report)) return { passed: 0, failed: 1 };
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0) };
  } catch (error) {
    console.error(`[prod] ${error.message}`);
    return { passed: 0, failed: 1 };
  } finally {
    await stopAll();
  }
}
