import { usePageMeta } from '@college/shared-ui';

export default function LoginRoute() {
  usePageMeta({ title: 'Student Login | Physiotherapy College', description: 'Student sign-in to the college portal.', robots: 'noindex, nofollow' });
  return (
    <main id="main" className="ui-container">
      <h1>Student Login</h1>
    </main>
  );
}
