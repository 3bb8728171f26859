import { communityServicesPage } from '../../content/part1/services.ts';
import { InfoCardsPage } from './components/InfoCardsPage.tsx';

export default function CommunityServicesPage() {
  return <InfoCardsPage content={communityServicesPage} />;
}
