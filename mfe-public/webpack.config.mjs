import { ClientChunks } from '@college/build/prerender.mjs';
import { federatedConfig } from '@college/build/webpack.mjs';
import { portalNamed } from '@college/topology';

const portal = portalNamed('mfe-public');

export default federatedConfig({
  dir: import.meta.dirname,
  name: portal.name,
  title: 'Public site',
  entry: './src/index.ts',
  exposes: portal.exposes,
  // which chunk holds which module, for the prerender of the pages (scripts/prerender.mjs)
  plugins: [new ClientChunks()],
});
