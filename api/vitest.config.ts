import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // the tests run the demo (its accounts and development secret), as npm start does
    env: { NODE_ENV: 'test', DEMO_MODE: '1' },
  },
});
