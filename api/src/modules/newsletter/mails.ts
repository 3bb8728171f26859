import type { Mail } from '../mail/messages.ts';

/** To an address that asked for the college's updates: confirm it, or end it. */
export function confirmSubscriptionMail(to: string, confirmUrl: string, unsubscribeUrl: string): Mail {
  return {
    to,
    subject: 'Confirm your subscription to college updates',
    text: [
      'Someone (we hope you) asked to receive the college\u2019s updates at this address.',
      '',
      'To confirm, open this link and press "Confirm subscription":',
      confirmUrl,
      '',
      'If you did not ask for this, ignore this message: nothing is sent until the address is confirmed.',
      'To remove the address at any time, open this link:',
      unsubscribeUrl,
      '',
      'This message was sent automatically; please do not reply to it.',
    ].join('\n'),
  };
}
