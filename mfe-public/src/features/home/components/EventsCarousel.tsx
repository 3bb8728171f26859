import { usePrefersReducedMotion } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { eventsText, homeImages } from '../content.ts';
import type { RecentEvent } from '../api/getRecentEvents.ts';
import { EVENTS_AUTOPLAY_MS, formatEventDate, wrapIndex } from '../slideshow.ts';

/** The slide is at most 640 px wide (home.css), the page's width less its padding below that. */
const SIZES = '(min-width: 688px) 640px, calc(100vw - 48px)';

/** One event at a time; previous/next wrap around; autoplay every 3 s unless paused, hovered, focused or reduced motion. */
export function EventsCarousel({ events }: { events: RecentEvent[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const playing = !paused && !reducedMotion && events.length > 1;
  const total = events.length;

  useEffect(() => {
    if (!playing || held) return undefined;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current, 1, total)), EVENTS_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, total]);

  const event = events[Math.min(index, total - 1)] as RecentEvent;
  const photo = event.photo;
  const move = (step: number) => setIndex((current) => wrapIndex(current, step, total));

  return (
    <section
      className="home-events"
      aria-roledescription="carousel"
      aria-label={eventsText.title}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div className="home-events__controls">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => move(-1)}>
          {eventsText.previous}
        </button>
        {!reducedMotion && total > 1 && (
          <button type="button" className="ui-button ui-button--secondary" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? eventsText.play : eventsText.pause}
          </button>
        )}
        <button type="button" className="ui-button ui-button--secondary" onClick={() => move(1)}>
          {eventsText.next}
        </button>
      </div>
      <figure
        className="home-events__slide"
        aria-roledescription="slide"
        aria-label={eventsText.position(index, total)}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        <picture key={event.id}>
          {photo && <source type="image/avif" srcSet={photo.srcset.avif} sizes={SIZES} />}
          {photo && <source type="image/webp" srcSet={photo.srcset.webp} sizes={SIZES} />}
          <img
            src={photo ? photo.src : homeImages.eventsEmpty}
            srcSet={photo?.srcset.jpeg}
            sizes={photo ? SIZES : undefined}
            alt={event.eventTitle}
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
          />
        </picture>
        <figcaption>
          <span className="home-events__title">{event.eventTitle}</span>
          <time dateTime={event.eventDate}>{formatEventDate(event.eventDate)}</time>
        </figcaption>
      </figure>
    </section>
  );
}
