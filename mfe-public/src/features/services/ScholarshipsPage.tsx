import { scholarshipsPage } from './content.ts';
import { InfoCardsPage } from './components/InfoCardsPage.tsx';

export default function ScholarshipsPage() {
  return <InfoCardsPage content={scholarshipsPage} />;
}
