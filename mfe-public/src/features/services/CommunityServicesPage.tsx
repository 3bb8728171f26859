import { communityServicesPage } from './content.ts';
import { InfoCardsPage } from './components/InfoCardsPage.tsx';

export default function CommunityServicesPage() {
  return <InfoCardsPage content={communityServicesPage} />;
}
