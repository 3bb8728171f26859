import { sportsTrainingPage } from '../../content/part1/services.ts';
import { InfoCardsPage } from './components/InfoCardsPage.tsx';

export default function SportsTrainingPage() {
  return <InfoCardsPage content={sportsTrainingPage} />;
}
