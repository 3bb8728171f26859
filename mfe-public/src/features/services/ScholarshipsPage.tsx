import { scholarshipsPage } from '../../content/part1/services.ts';
import { InfoCardsPage } from './components/InfoCardsPage.tsx';

export default function ScholarshipsPage() {
  return <InfoCardsPage content={scholarshipsPage} />;
}
