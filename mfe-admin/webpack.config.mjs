import { federatedConfig } from '@college/build/webpack.mjs';
import { portalNamed } from '@college/topology';

const portal = portalNamed('mfe-admin');

export default federatedConfig({
  dir: import.meta.dirname,
  name: portal.name,
  title: 'Admin portal',
  entry: './src/index.ts',
  exposes: portal.exposes,
});
