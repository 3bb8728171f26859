import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';

export default function HomePage() {
  usePageMeta({ title: 'Physiotherapy College | Home', description: 'Bachelor of Physiotherapy (BPT) college in Guntur, Andhra Pradesh.' });
  return (
    <main id="main">
      <section className="ui-container">
        <h1>Shape the Future of Healthcare</h1>
        <Link className="ui-button" to="/courses">Explore Courses</Link>
      </section>
    </main>
  );
}
