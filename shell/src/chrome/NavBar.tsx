import { NavLink } from 'react-router-dom';

export function NavBar() {
  return (
    <nav aria-label="Main">
      <NavLink to="/">Home</NavLink> <NavLink to="/about">About</NavLink>
    </nav>
  );
}
