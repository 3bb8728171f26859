import { Spinner } from '@college/shared-ui';
import { eventsText, homeImages } from '../content.ts';
import { useRecentEvents } from '../api/useRecentEvents.ts';
import { EventsCarousel } from './EventsCarousel.tsx';

/** Events from GET /api/events; empty list or failed call: fallback image and 'No recent events to display'. */
export function EventsSlideshow() {
  const state = useRecentEvents();
  const events = state.status === 'ready' ? state.events : [];
  return (
    <section className="home-section ui-container" aria-labelledby="home-events-title">
      <h2 id="home-events-title" className="home-section__title">
        {eventsText.title}
      </h2>
      {state.status === 'loading' && <Spinner label="Loading events..." />}
      {state.status !== 'loading' && events.length === 0 && (
        <figure className="home-events__empty">
          <img src={homeImages.eventsEmpty} alt={eventsText.emptyImageAlt} width={800} height={450} loading="lazy" decoding="async" />
          <figcaption>{eventsText.empty}</figcaption>
        </figure>
      )}
      {events.length > 0 && <EventsCarousel events={events} />}
    </section>
  );
}
