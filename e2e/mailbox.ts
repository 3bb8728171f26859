// The test stack's mail server: an SMTP server in the Playwright runner (global setup) that writes every mail
// it receives into a folder, where a test reads what the product sent (a reset link, a confirmation).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { stackPorts } from '@college/topology';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
/** Beside the API's port, moved by the same offset as the rest of the stack. */
export const MAIL_PORT = stackPorts(offset).api + 25;
export const MAILBOX_DIR = path.join(tmpdir(), `college-e2e-mailbox-${offset}`);

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export function emptyMailbox(): void {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
}

export function storeMail(to: string[], raw: string): void {
  writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify({ to, raw }));
}

/** The body of a plain-text mail as written, quoted-printable soft breaks and escapes undone. */
function decode(raw: string): ReceivedMail & { raw: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const subject = /^subject: (.*)$/im.exec(head)?.[1] ?? '';
  return { to: [], subject, text: body, raw };
}

/** The mails received so far for an address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const files = readdirSync(MAILBOX_DIR).sort();
  return files
    .map((file) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => ({ ...decode(mail.raw), to: mail.to }));
}

/** Waits for the `count`th mail to an address (the outbox sends after the commit, within moments). */
export async function nextMailTo(address: string, count: number): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000, message: `mail number ${count} to ${address}` }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1] as ReceivedMail;
}
