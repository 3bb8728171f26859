import { usePageMeta } from '@college/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import { aboutPages, aboutText } from './content.ts';
import { AboutBodyView } from './components/AboutBodyView.tsx';
import { AboutMenu } from './components/AboutMenu.tsx';
import { findAboutPage } from './findAboutPage.ts';
import './about.css';

/** /about and its sub-pages: hero title from the current page, left menu, content, 'Want to Learn More?'. */
export default function AboutPage() {
  const { pathname } = useLocation();
  const page = findAboutPage(pathname) ?? (aboutPages[0] as (typeof aboutPages)[number]);
  usePageMeta(page.meta);
  return (
    <main id="main" className="about-page">
      <header className="about-hero">
        <div className="ui-container">
          <h1>{page.title}</h1>
        </div>
      </header>
      <div className="ui-container about-layout">
        <AboutMenu current={page.slug} />
        <div className="about-content">
          <AboutBodyView body={page.body} />
        </div>
      </div>
      <section className="about-learn-more" aria-labelledby="about-learn-more-title">
        <div className="ui-container">
          <h2 id="about-learn-more-title">{aboutText.learnMore.title}</h2>
          <p>{aboutText.learnMore.text}</p>
          <Link className="ui-button" to={aboutText.learnMore.href}>
            {aboutText.learnMore.label}
          </Link>
        </div>
      </section>
    </main>
  );
}
