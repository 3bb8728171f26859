import { usePageMeta } from '@college/shared-ui';
import { PortalLoginPage } from '@college/shared-ui/portal';
import { QueryProvider } from '@college/shared-ui/queries';

export default function LoginRoute() {
  usePageMeta({
    title: 'Student Login | Physiotherapy College',
    description: 'Sign in to the student portal to see your profile, fees, results and grades.',
    robots: 'noindex, nofollow',
  });
  return (
    <QueryProvider>
      <PortalLoginPage portal="student" title="Student Login" intro="Sign in with your college e-mail address to open your dashboard." />
    </QueryProvider>
  );
}
