import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { newTabHint, newTabProps } from '../../../lib/links.ts';

interface Props {
  href: string;
  external?: boolean | undefined;
  className?: string;
  children: ReactNode;
}

/** A router link, or for external addresses a new-tab link without opener or referrer. */
export function TileLink({ href, external, className, children }: Props) {
  if (!external)
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    );
  return (
    <a className={className} href={href} {...newTabProps}>
      {children}
      <span className="ui-visually-hidden">{newTabHint}</span>
    </a>
  );
}
