// Texts of /newsletter, where the links of the subscription mail lead.
import { pageTitle } from '../../lib/links.ts';

export const newsletterText = {
  meta: {
    title: pageTitle('College Updates'),
    description: 'Confirm or end your subscription to the college updates, with the link from our e-mail.',
    robots: 'noindex, nofollow' as const,
  },
  heading: 'College Updates',
  noLink:
    'This page confirms or ends a subscription with the link from our e-mail. To subscribe, enter your e-mail address under "For Latest Updates" at the foot of any page.',
  confirm: { intro: 'Confirm that you want the college updates at this address.', button: 'Confirm subscription' },
  unsubscribe: { intro: 'End your subscription: your address will be deleted from our list.', button: 'Unsubscribe' },
  failed: 'This could not be done just now. Please try again.',
  home: { label: 'Back to Home', href: '/' },
};
