import { federatedConfig } from '@college/build/webpack.mjs';

// The host: no remote URL is built in; portals are registered at run time from /remotes.json.
export default federatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Physiotherapy College',
  entry: './src/index.ts',
  // `webpack serve`: /remotes.json, /config.js and /api as server.ts answers them (loaded only then)
  devServer: async (port) => (await import('./src/server/devServer.ts')).shellDevServer(process.env, port),
});
