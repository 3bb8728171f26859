import { usePageMeta } from '@college/shared-ui';
import { Illustration } from '../../lib/Illustration.tsx';
import { contactText } from './content.ts';
import { ConnectCard } from './components/ConnectCard.tsx';
import { ContactForm } from './components/ContactForm.tsx';
import { FindUsCard } from './components/FindUsCard.tsx';
import './contact.css';

export default function ContactPage() {
  usePageMeta(contactText.meta);
  return (
    <main id="main" className="contact-page">
      <header className="contact-hero">
        <div className="ui-container contact-hero__inner">
          <div>
            <h1>{contactText.title}</h1>
            <p>{contactText.intro}</p>
          </div>
          <Illustration markup={contactText.heroImage} label={contactText.heroAlt} />
        </div>
      </header>
      <div className="ui-container contact-layout">
        <ContactForm />
        <div className="contact-side">
          <FindUsCard />
          <ConnectCard />
        </div>
      </div>
    </main>
  );
}
