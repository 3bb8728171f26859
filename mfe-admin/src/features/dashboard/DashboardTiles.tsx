import { Link } from 'react-router-dom';
import { adminPath, sections } from '../../lib/sections.ts';

const tiles = sections.filter((s) => s.blurb);

/** Quick navigation: one tile per section (also shown for the panel sub-ids, per SPEC). */
export default function DashboardTiles({ title }: { title: string }) {
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{title}</h1>
      <ul className="admin-tiles">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={adminPath(tile.id)} className="admin-tile">
              <span className="admin-tile__title">{tile.label}</span>
              <span className="admin-tile__blurb">{tile.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
