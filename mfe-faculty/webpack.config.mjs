import { federatedConfig } from '@college/shared-ui/build/webpack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mfe_faculty',
  title: 'Faculty portal',
  entry: './src/index.ts',
  exposes: {
    './LoginRoute': './src/app/LoginRoute.tsx',
    './DashboardRoute': './src/app/DashboardRoute.tsx',
  },
});
