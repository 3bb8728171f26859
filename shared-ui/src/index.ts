export * from './api/index.ts';
export { Dialog, type DialogProps } from './components/Dialog.tsx';
export { Spinner } from './components/Spinner.tsx';
export { type PageMeta, usePageMeta } from './meta/usePageMeta.ts';
