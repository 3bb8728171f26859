import { federatedConfig } from '@college/shared-ui/build/webpack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mfe_public',
  title: 'Public site',
  entry: './src/index.ts',
  exposes: { './PublicRoutes': './src/app/PublicRoutes.tsx' },
});
