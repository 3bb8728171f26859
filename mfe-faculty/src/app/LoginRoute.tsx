import { usePageMeta } from '@college/shared-ui';

export default function LoginRoute() {
  usePageMeta({ title: 'Faculty Login | Physiotherapy College', description: 'Faculty sign-in to the college portal.', robots: 'noindex, nofollow' });
  return (
    <main id="main" className="ui-container">
      <h1>Faculty Login</h1>
    </main>
  );
}
