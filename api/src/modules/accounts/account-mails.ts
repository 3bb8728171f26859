import type { Mail } from '../mail/messages.ts';

const SIGNATURE = ['', 'This message was sent automatically; please do not reply to it.'];

/** To someone who asked to reset their password. */
export function passwordResetMail(to: string, url: string, validMinutes: number): Mail {
  return {
    to,
    subject: 'Reset your college portal password',
    text: [
      'Someone (we hope you) asked to reset the password of your college portal account.',
      '',
      `Open this link within ${validMinutes} minutes to choose a new password. It works once.`,
      url,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To a new or imported account: how to sign in the first time. */
export function firstSignInMail(to: string, name: string, url: string, validHours: number): Mail {
  return {
    to,
    subject: 'Your college portal account: choose your password',
    text: [
      `Dear ${name},`,
      '',
      'The college office has opened a portal account for you. Your login is this e-mail address.',
      '',
      `Open this link within ${validHours} hours to choose your password and sign in. It works once.`,
      url,
      '',
      'If the link has expired, ask the college office to send a new one.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
