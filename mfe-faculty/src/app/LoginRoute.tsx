import { usePageMeta } from '@college/shared-ui';
import { PortalLoginPage } from '@college/shared-ui/portal';
import { QueryProvider } from '@college/shared-ui/queries';

export default function LoginRoute() {
  usePageMeta({
    title: 'Faculty Login | Physiotherapy College',
    description: 'Sign in to the faculty portal to see your information and the academic calendar.',
    robots: 'noindex, nofollow',
  });
  return (
    <QueryProvider>
      <PortalLoginPage portal="faculty" title="Faculty Login" intro="Sign in with your college e-mail address to open your dashboard." />
    </QueryProvider>
  );
}
