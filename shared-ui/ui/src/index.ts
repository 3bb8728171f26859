// The core every page may need (a shared singleton): the API client, the live marker of a prerendered page, page
// meta, a dialog, a spinner, a labelled form field and its validation. What only the signed-in portals
// use (login and dashboard pages, tables, the admin API) is in `@college/shared-ui/portal`, so the public
// site does not download it.
export * from './api/index.ts';
export * from './auth/validation.ts';
export { Dialog, type DialogProps } from './components/Dialog.tsx';
export {
  Field,
  type FieldControl,
  type FieldProps,
  FormField,
  type FormFieldProps,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './forms/Field.tsx';
export { Spinner } from './components/Spinner.tsx';
export { usePrerenderedHead, useSiteOrigin } from './meta/pageHead.ts';
export { type PageMeta, usePageMeta } from './meta/usePageMeta.ts';
export { markAppStarted, PageLive } from './prerender/prerendered.tsx';
export { usePrefersReducedMotion } from './motion/usePrefersReducedMotion.ts';
