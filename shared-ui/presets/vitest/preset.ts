// The test settings the packages share; a package's vitest.config.ts adds only what is its own.
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/** Components and pages: their tests run in a simulated browser page (happy-dom). */
export const browserTests = (own: ViteUserConfig = {}) =>
  mergeConfig(defineConfig({ test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] } }), own);

/** Servers and scripts: their tests run in Node. */
export const nodeTests = (own: ViteUserConfig = {}) =>
  mergeConfig(defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } }), own);
