export function Footer() {
  return <footer className="site-footer">Last Updated: May-2025</footer>;
}
