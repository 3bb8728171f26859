import { federatedConfig } from '@college/build/webpack.mjs';
import { portalNamed } from '@college/topology';

const portal = portalNamed('mfe-student');

export default federatedConfig({
  dir: import.meta.dirname,
  name: portal.name,
  title: 'Student portal',
  entry: './src/index.ts',
  exposes: portal.exposes,
});
