import { federatedConfig } from '@college/build/webpack.mjs';

// The host: no remote URL is built in; portals are registered at run time from /remotes.json.
export default federatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Physiotherapy College',
  entry: './src/index.ts',
});
