// Playwright global setup: an SMTP capture server, so the specs receive real mail over SMTP.
import { removeMailCapture, resetMailCapture, smtpCapturePort } from './mail-capture.ts';
import { startSmtpCapture } from './smtp-capture-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  resetMailCapture();
  const server = await startSmtpCapture(smtpCapturePort());
  return async () => {
    await server.close();
    removeMailCapture();
  };
}
