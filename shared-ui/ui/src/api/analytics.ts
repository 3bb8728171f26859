import { call } from '@college/shared-ui/state';

export type { AnalyticsOverview } from '@college/contract';

/** Students per year of study and quota, and fees charged, paid and due per academic year (admin). */
export const getAnalyticsOverview = () => call('GET /analytics/overview');
