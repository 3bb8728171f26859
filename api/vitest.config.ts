import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeTests } from '@college/presets/vitest';

export default nodeTests({
  test: {
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // the tests run the demo (its accounts and development secret), as npm start does
    // event photos of the demo seed go to a scratch folder, not the checkout's .data
    env: { NODE_ENV: 'test', DEMO_MODE: '1', UPLOADS_DIR: path.join(tmpdir(), 'college-api-test-uploads') },
  },
});
