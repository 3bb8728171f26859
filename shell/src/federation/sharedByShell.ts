/** The shared modules the shell provides from its own copies (federation/instance.ts): a portal whose requirement they meet never loads its own. */
export const SHARED_BY_SHELL = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', '@college/shared-ui/state'] as const;

export type SharedByShell = (typeof SHARED_BY_SHELL)[number];
