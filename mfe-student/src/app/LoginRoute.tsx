import { usePageMeta } from '@college/shared-ui';
import { PortalLoginPage } from '@college/shared-ui/portal';

export default function LoginRoute() {
  usePageMeta({ title: 'Student Login | Physiotherapy College', description: 'Sign in to the student portal to see your profile, fees, results and grades.', robots: 'noindex, nofollow' });
  return <PortalLoginPage portal="student" title="Student Login" intro="Sign in with your college e-mail address to open your dashboard." />;
}
