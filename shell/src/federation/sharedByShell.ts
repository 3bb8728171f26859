/**
 * The shared modules the shell provides from its own copies (federation/instance.ts): a portal whose requirement they
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

export type SharedByShell = (typeof SHARED_BY_SHELL)[number];
