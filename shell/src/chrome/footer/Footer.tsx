import { footerColumns, footerTexts as text, institution, telLink } from '@college/shared-ui/content';
import './footer.css';
import { FooterLinkItem } from './FooterLinkItem.tsx';
import { FooterMap } from './FooterMap.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';

const reachUsEmails = [institution.emails.info, institution.emails.admissions];

/** Footer: link columns, Reach Us, address and map, subscribe field, last-updated label and credit. */
export function Footer() {
  const { address, developer } = institution;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          {footerColumns.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul className="site-footer__list">
                {column.links.map((link) => (
                  <li key={link.name}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{text.reachUs}</h2>
            <ul className="site-footer__list">
              <li>
                <a className="site-footer__link" href={telLink(institution.phone)}>
                  {institution.phone}
                </a>
              </li>
              {reachUsEmails.map((email) => (
                <li key={email}>
                  <a className="site-footer__link" href={`mailto:${email}`}>
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="site-footer__place">
          <div>
            <h2 className="site-footer__heading">{text.address}</h2>
            <address className="site-footer__address">
              {institution.name}
              {address.lines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              <br />
              {address.postalCode}, {address.country}
            </address>
          </div>
          <div>
            <h2 className="site-footer__heading">{text.map}</h2>
            <FooterMap />
          </div>
          <SubscribeForm />
        </div>
        <div className="site-footer__bottom">
          <p>
            {text.lastUpdated}: {institution.lastUpdated}
          </p>
          <p>
            {text.developedBy} {developer.name} (<a href={`mailto:${developer.email}`}>{developer.email}</a>,{' '}
            <a href={developer.website} target="_blank" rel="noopener noreferrer">
              website<span className="ui-visually-hidden"> of the developer (opens in a new tab)</span>
            </a>
            )
          </p>
        </div>
      </div>
    </footer>
  );
}
