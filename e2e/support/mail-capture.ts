// Where the e2e SMTP capture server listens and keeps what it receives, and how specs read it.
// The API under test sends every mail there (SMTP_URL in playwright.config.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readMime } from '../../apps/api/test/support/smtp-server.ts';

/** The run's SMTP capture port and mail folder, chosen by playwright.config.ts. */
export function smtpCapturePort(): number {
  return Number(process.env.E2E_SMTP_PORT);
}
export function mailCaptureDir(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is unset: run the specs through playwright.config.ts');
  return folder;
}

export interface CapturedMail {
  file: string;
  from: string;
  to: string[];
  /** The raw message, CRLF line ends. */
  data: string;
  receivedAt: number;
}

export interface ReadMail extends CapturedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

export function resetMailCapture(): void {
  rmSync(mailCaptureDir(), { recursive: true, force: true });
  mkdirSync(mailCaptureDir(), { recursive: true });
}

export function removeMailCapture(): void {
  rmSync(mailCaptureDir(), { recursive: true, force: true });
}

function capturedMails(): CapturedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailCaptureDir()).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({
    file,
    ...(JSON.parse(readFileSync(join(mailCaptureDir(), file), 'utf8')) as Omit<CapturedMail, 'file'>),
  }));
}

function read(mail: CapturedMail): ReadMail {
  const { headers, parts } = readMime(mail.data);
  const text =
    parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '';
  const html = parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/html'))?.body ?? '';
  return { ...mail, headers, text, html };
}

/** Waits for the newest mail to `to` whose text matches `pattern` (e.g. a link), received after `since`. */
export async function waitForMail(
  to: string,
  options: { pattern?: RegExp; since?: number; timeoutMs?: number } = {},
): Promise<ReadMail> {
  const { pattern, since = 0, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = capturedMails()
      .filter(
        (mail) =>
          mail.receivedAt >= since && mail.to.some((address) => address.toLowerCase() === to.toLowerCase()),
      )
      .map(read)
      .filter((mail) => !pattern || pattern.test(mail.text) || pattern.test(mail.html))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to}${pattern ? ` matching ${pattern}` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail's plain-text part that matches `pattern`. */
export function linkIn(mail: ReadMail, pattern: RegExp): string {
  const link = [...mail.text.matchAll(/https?:\/\/\S+/g)]
    .map((match) => match[0])
    .find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in the mail "${mail.headers.subject ?? ''}"`);
  return link;
}
