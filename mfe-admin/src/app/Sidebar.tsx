import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { unreadName, useUnreadCount } from '../features/inbox/unreadCount.ts';
import { adminPath, type NavItem, panelGroups, sections } from '../lib/sections.ts';

function NavLinkItem({ item, current, badge }: { item: NavItem; current: string; badge?: number | null }) {
  return (
    <li>
      {/* The space keeps the visible words ("Inbox 3") inside the spoken name, for voice control. */}
      <Link
        to={adminPath(item.id)}
        className="admin-nav__link"
        aria-current={item.id === current ? 'page' : undefined}
        aria-label={badge ? unreadName(badge) : undefined}
      >
        {item.label}
        {badge ? ' ' : null}
        {badge ? <span className="admin-nav__badge">{badge}</span> : null}
      </Link>
    </li>
  );
}

function PanelGroup({ label, items, current }: { label: string; items: NavItem[]; current: string }) {
  const listId = useId();
  const [open, setOpen] = useState(() => items.some((item) => item.id === current));
  return (
    <li>
      <button type="button" className="admin-nav__group" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <ul id={listId} className="admin-nav__sublist" hidden={!open}>
        {items.map((item) => (
          <NavLinkItem key={item.id} item={item} current={current} />
        ))}
      </ul>
    </li>
  );
}

/**
 * Every section, the two collapsible panel groups and Logout (SPEC "Admin dashboard"). On a phone the list
 * folds behind a menu button, so the section itself comes first on the screen; choosing a section folds it again.
 */
export function Sidebar({ current, onLogout }: { current: string; onLogout: () => void }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  useEffect(() => {
    if (current) setOpen(false);
  }, [current]);
  return (
    <nav className={open ? 'admin-nav admin-nav--open' : 'admin-nav'} aria-label="Admin sections">
      <div className="admin-nav__bar">
        <p className="admin-nav__title">Admin Panel</p>
        <button type="button" className="admin-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span> Sections
        </button>
      </div>
      <ul id={listId} className="admin-nav__list">
        {sections.map((item) => (
          <NavLinkItem key={item.id} item={item} current={current} badge={item.id === 'inbox' ? unread : undefined} />
        ))}
        {panelGroups.map((group) => (
          <PanelGroup key={group.id} label={group.label} items={group.items} current={current} />
        ))}
        <li>
          <button type="button" className="admin-nav__link admin-nav__logout" onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
