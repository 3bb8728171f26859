import { chatLink, institution } from '@college/shared-ui/content';
import { contactText, socialLinks } from '../content.ts';
import { newTabHint, newTabProps } from '../../../lib/links.ts';

export function ConnectCard() {
  const links = [...socialLinks, { name: 'WhatsApp', href: chatLink(institution.chatNumber) }];
  return (
    <section className="contact-card" aria-labelledby="contact-connect-title">
      <h2 id="contact-connect-title">{contactText.connect.title}</h2>
      <ul className="contact-social">
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} {...newTabProps}>
              {link.name}
              <span className="ui-visually-hidden">{newTabHint}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
