import { federatedConfig } from '@college/shared-ui/build/webpack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mfe_admin',
  title: 'Admin portal',
  entry: './src/index.ts',
  exposes: { './AdminRoute': './src/app/AdminRoute.tsx' },
});
