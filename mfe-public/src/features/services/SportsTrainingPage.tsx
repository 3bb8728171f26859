import { sportsTrainingPage } from './content.ts';
import { InfoCardsPage } from './components/InfoCardsPage.tsx';

export default function SportsTrainingPage() {
  return <InfoCardsPage content={sportsTrainingPage} />;
}
