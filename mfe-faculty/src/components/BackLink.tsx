import { Link } from 'react-router-dom';
import './back-link.css';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="subject-back">
      <Link to={to}>{children}</Link>
    </p>
  );
}
