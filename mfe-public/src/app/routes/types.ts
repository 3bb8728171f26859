import type { ComponentType, LazyExoticComponent } from 'react';

export interface PublicRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}
