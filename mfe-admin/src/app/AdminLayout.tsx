import { LogoutDialog, useSessionExpiry } from '@college/shared-ui/portal';
import { useState } from 'react';
import { LOGIN_PATH, resolveSection } from './sections.ts';
import { SectionView } from './SectionView.tsx';
import { Sidebar } from './Sidebar.tsx';

export function AdminLayout({ sectionParam }: { sectionParam: string | undefined }) {
  const [logoutOpen, setLogoutOpen] = useState(false);
  useSessionExpiry(LOGIN_PATH);
  const current = sectionParam ?? 'dashboard';
  return (
    <div className="admin-layout">
      <Sidebar current={current} onLogout={() => setLogoutOpen(true)} />
      <main id="main" className="admin-main">
        <SectionView key={current} section={resolveSection(current)} requested={current} />
      </main>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} loginPath={LOGIN_PATH} />
    </div>
  );
}
