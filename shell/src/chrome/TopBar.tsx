import { Link } from 'react-router-dom';

export function TopBar() {
  return (
    <div className="top-bar">
      <span>College Code:</span>
      <Link to="/student-login">Student Login</Link>
      <Link to="/faculty-login">Staff Login</Link>
    </div>
  );
}
