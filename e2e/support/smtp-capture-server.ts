// The e2e run's mail capture: the API tests' SMTP server on the port chosen up front
// (playwright.config.ts; the API's SMTP_URL is set before this server starts, because Playwright
// starts the web server before the global setup), writing each message as JSON into the capture folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '../../apps/api/test/support/smtp-server.ts';
import { mailCaptureDir } from './mail-capture.ts';

export async function startSmtpCapture(port: number): Promise<{ close: () => Promise<void> }> {
  let counter = 0;
  return startSmtpServer({
    port,
    onMessage(message) {
      counter += 1;
      const receivedAt = Date.now();
      const name = `${String(receivedAt)}-${String(counter).padStart(5, '0')}.json`;
      writeFileSync(join(mailCaptureDir(), name), JSON.stringify({ ...message, receivedAt }));
    },
  });
}
