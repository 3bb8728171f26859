import type { FooterLink } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import { SocialIcon } from './SocialIcon.tsx';

/** An internal route link, or an external one opening in a new tab (announced to screen readers). */
export function FooterLinkItem({ link }: { link: FooterLink }) {
  const icon = link.icon ? <SocialIcon name={link.icon} /> : null;
  if (!link.external) {
    return (
      <Link to={link.href} className="site-footer__link">
        {icon}
        {link.name}
      </Link>
    );
  }
  return (
    <a href={link.href} className="site-footer__link" target="_blank" rel="noopener noreferrer">
      {icon}
      {link.name}
      <span className="ui-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
