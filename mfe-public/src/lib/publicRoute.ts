import { usePrerenderedHead } from '@college/shared-ui';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { Navigate } from 'react-router-dom';

/** One public page: its path under the shell's catch-all route and its lazily loaded page. */
export interface PublicRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** Sends the visitor to `to` (and tells the build's server rendering that the page is elsewhere). */
export function Redirect({ to }: { to: string }) {
  // (a server rendering only notes it: nothing navigates there)
  return usePrerenderedHead({ redirect: to }) ? null : createElement(Navigate, { to, replace: true });
}

/** A route element that only redirects (no chunk of its own). */
export const redirectTo = (to: string) => lazy(async () => ({ default: () => createElement(Redirect, { to }) }));
