/**
 * The shared modules the shell provides from its own copies (the build plugin's `shared`, shared-ui/build/webpack.mjs): a portal whose requirement they
 * meet never loads its own. The data cache (@college/shared-ui/queries) is the shell's too, downloaded on demand.
 */
export const SHARED_BY_SHELL = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@college/shared-ui/state',
  '@college/shared-ui/queries',
] as const;
