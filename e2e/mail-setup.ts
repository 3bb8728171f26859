import { SMTPServer } from 'smtp-server';
import { emptyMailbox, MAIL_PORT, storeMail } from './mailbox.ts';

/** Playwright's global setup: the mail server the stack's API sends to (SMTP_URL), until the run ends. */
export default async function startMailServer() {
  emptyMailbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        storeMail(
          session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          Buffer.concat(chunks).toString(),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(MAIL_PORT, '127.0.0.1', () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
