import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { Navigate } from 'react-router-dom';

/** One public page: its path under the shell's catch-all route and its lazily loaded page. */
export interface PublicRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** A route element that only redirects (no chunk of its own). */
export const redirectTo = (to: string) => lazy(async () => ({ default: () => createElement(Navigate, { to, replace: true }) }));
