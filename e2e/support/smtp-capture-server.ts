// A tiny SMTP server for the e2e run (node:net): enough of EHLO/HELO, MAIL, RCPT, DATA, RSET,
// NOOP and QUIT for nodemailer, writing each message as JSON into the capture folder.
// Adapted from apps/api/test/smtp-server.ts, which listens on a random port; here the port is
// chosen up front (playwright.config.ts), because the API's SMTP_URL is set before this server
// starts (Playwright starts the web server before the global setup).
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { mailCaptureDir } from './mail-capture.ts';

export async function startSmtpCapture(port: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let counter = 0;

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] = [];

    reply('220 e2e.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (inData) {
          if (line === '.') {
            inData = false;
            counter += 1;
            const receivedAt = Date.now();
            const name = `${String(receivedAt)}-${String(counter).padStart(5, '0')}.json`;
            const data = `${dataLines.join('\r\n')}\r\n`;
            writeFileSync(join(mailCaptureDir(), name), JSON.stringify({ ...envelope, data, receivedAt }));
            envelope = { from: '', to: [] };
            dataLines = [];
            reply('250 OK: queued');
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const [verb = ''] = line.split(/[ :]/);
        switch (verb.toUpperCase()) {
          case 'EHLO':
            reply('250-e2e.smtp greets you');
            reply('250 8BITMIME');
            break;
          case 'HELO':
            reply('250 e2e.smtp');
            break;
          case 'MAIL':
            envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            reply('250 OK');
            break;
          case 'RCPT':
            envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 OK');
            break;
          case 'DATA':
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'RSET':
            envelope = { from: '', to: [] };
            reply('250 OK');
            break;
          case 'NOOP':
            reply('250 OK');
            break;
          case 'QUIT':
            reply('221 Bye');
            socket.end();
            break;
          default:
            reply('502 Command not implemented');
        }
      }
    });
  });

  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
