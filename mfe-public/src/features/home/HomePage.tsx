import { usePageMeta } from '@college/shared-ui';
import { homeMeta, lowerTiles, searchTiles, soarToSuccess } from './content.ts';
import { CollegeJsonLd } from '../../lib/JsonLd.tsx';
import { AboutBlurb } from './components/AboutBlurb.tsx';
import { AdmissionBanner } from './components/AdmissionBanner.tsx';
import { CoursesWeOffer } from './components/CoursesWeOffer.tsx';
import { EventsSlideshow } from './components/EventsSlideshow.tsx';
import { HeroBanner } from './components/HeroBanner.tsx';
import { HomeFaq } from './components/HomeFaq.tsx';
import { OurProgramme } from './components/OurProgramme.tsx';
import { QuickNavigation } from './components/QuickNavigation.tsx';
import { Recognition } from './components/Recognition.tsx';
import { SpecialsTicker } from './components/SpecialsTicker.tsx';
import { TileGrid } from './components/TileGrid.tsx';
import { TypewriterWelcome } from './components/TypewriterWelcome.tsx';
import { WhoWeAre } from './components/WhoWeAre.tsx';
import './home.css';

/** Home: every section of SPEC section 2 in order. */
export default function HomePage() {
  usePageMeta(homeMeta);
  return (
    <main id="main" className="home-page">
      <CollegeJsonLd />
      <HeroBanner />
      <SpecialsTicker />
      <TypewriterWelcome />
      <AboutBlurb />
      <EventsSlideshow />
      <TileGrid id="home-soar-title" title={soarToSuccess.title} tiles={soarToSuccess.tiles} />
      <CoursesWeOffer />
      <QuickNavigation />
      <TileGrid id="home-search-title" title={searchTiles.title} tiles={searchTiles.tiles} />
      <HomeFaq />
      <TileGrid id="home-more-title" title={lowerTiles.title} tiles={lowerTiles.tiles} hideTitle />
      <AdmissionBanner />
      <WhoWeAre />
      <Recognition />
      <OurProgramme />
    </main>
  );
}
