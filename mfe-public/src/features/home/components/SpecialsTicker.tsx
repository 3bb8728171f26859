import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ticker } from '../content.ts';

/**
 * 'Specials Update': a belt of links scrolling over 15 s (CSS), paused on hover, on keyboard focus
 * and by the visible button; static under reduced motion. The second copy only closes the loop.
 */
export function SpecialsTicker() {
  const [paused, setPaused] = useState(false);
  const items = (copy: boolean) =>
    ticker.items.map((item) => (
      <li key={item.link} className="home-ticker__item">
        <Link to={item.link} tabIndex={copy ? -1 : undefined}>
          {item.text}
        </Link>
      </li>
    ));
  return (
    <section className="home-ticker" aria-labelledby="home-ticker-title">
      <h2 id="home-ticker-title" className="home-ticker__label">
        {ticker.title}
      </h2>
      <div className="home-ticker__viewport">
        <div className={`home-ticker__belt${paused ? ' is-paused' : ''}`} data-testid="ticker-belt">
          <ul className="home-ticker__list">{items(false)}</ul>
          <ul className="home-ticker__list home-ticker__copy" aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
      <button type="button" className="home-ticker__toggle" aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? ticker.play : ticker.pause}
      </button>
    </section>
  );
}
