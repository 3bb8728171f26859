import type { LinkTile } from '../../../lib/links.ts';
import { TileLink } from './TileLink.tsx';

interface Props {
  id: string;
  title: string;
  tiles: LinkTile[];
  /** The lower tile row has no visible heading. */
  hideTitle?: boolean;
}

/** A section of icon tiles, each a link (used for 'Soar to Success', the search tiles and the lower row). */
export function TileGrid({ id, title, tiles, hideTitle }: Props) {
  return (
    <section className="home-section ui-container" aria-labelledby={id}>
      <h2 id={id} className={hideTitle ? 'ui-visually-hidden' : 'home-section__title'}>
        {title}
      </h2>
      <ul className="home-tiles">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <TileLink className="home-tile" href={tile.href} external={tile.external}>
              <img src={tile.icon} alt="" width={56} height={56} loading="lazy" decoding="async" />
              <span className="home-tile__title">{tile.title}</span>
              {tile.text && <span className="home-tile__text">{tile.text}</span>}
            </TileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
