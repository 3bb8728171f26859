import { federatedConfig } from '@college/build/webpack.mjs';
import { portalNamed } from '@college/topology';

const portal = portalNamed('mfe-faculty');

export default federatedConfig({
  dir: import.meta.dirname,
  name: portal.name,
  title: 'Faculty portal',
  entry: './src/index.ts',
  exposes: portal.exposes,
});
