import { browserTests } from '@college/presets/vitest';

export default browserTests();
