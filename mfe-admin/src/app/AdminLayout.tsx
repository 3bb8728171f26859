import { authTexts, ChangePasswordForm, LogoutDialog, useDialogRequest, useSessionExpiry } from '@college/shared-ui/portal';
import { Dialog } from '@college/shared-ui';
import { useCallback, useState } from 'react';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { LOGIN_PATH, resolveSection } from '../lib/sections.ts';
import { SectionView } from './SectionView.tsx';
import { Sidebar } from './Sidebar.tsx';

export function AdminLayout({ sectionParam }: { sectionParam: string | undefined }) {
  const [dialog, setDialog] = useState<'none' | 'password' | 'logout'>('none');
  const [status, setStatus] = useState('');
  const close = () => setDialog('none');
  useSessionExpiry(LOGIN_PATH);
  // the top bar's Change password link leads here
  useDialogRequest(
    'password',
    useCallback(() => setDialog('password'), []),
  );
  const current = sectionParam ?? 'dashboard';
  return (
    <div className="admin-layout">
      <Sidebar current={current} onLogout={() => setDialog('logout')} />
      <main id="main" className="admin-main">
        {status ? <StatusMessage>{status}</StatusMessage> : null}
        <SectionView key={current} section={resolveSection(current)} requested={current} />
      </main>
      <Dialog open={dialog === 'password'} title="Change Password" onClose={close}>
        <ChangePasswordForm
          onCancel={close}
          onDone={() => {
            close();
            setStatus(authTexts.passwordChanged);
          }}
        />
      </Dialog>
      <LogoutDialog open={dialog === 'logout'} onClose={close} loginPath={LOGIN_PATH} />
    </div>
  );
}
