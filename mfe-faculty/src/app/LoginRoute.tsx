import { usePageMeta } from '@college/shared-ui';
import { PortalLoginPage } from '@college/shared-ui/portal';

export default function LoginRoute() {
  usePageMeta({ title: 'Faculty Login | Physiotherapy College', description: 'Sign in to the faculty portal to see your information and the academic calendar.', robots: 'noindex, nofollow' });
  return <PortalLoginPage portal="faculty" title="Faculty Login" intro="Sign in with your college e-mail address to open your dashboard." />;
}
