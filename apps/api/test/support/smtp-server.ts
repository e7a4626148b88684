// A tiny SMTP server for tests (node:net): speaks just enough SMTP (EHLO/HELO, MAIL, RCPT, DATA,
// RSET, NOOP, QUIT) to receive messages, and a small MIME reader for what it received. The API tests
// start it on a free port; the e2e run on a port chosen up front, writing each message to a folder
// (e2e/support/smtp-capture-server.ts).
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The raw message as sent after DATA, dot-unstuffed, with CRLF line ends. */
  data: string;
}

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMessage[];
  /** Resolves with the next message that arrives (or one that already arrived and was not taken). */
  nextMessage(): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Refuse every recipient (550), as a server that knows none of them. */
  rejectRecipients?: boolean;
  /** A fixed port (when the app's SMTP_URL is set before the server starts); a free one by default. */
  port?: number;
  /** Called with each message as it arrives. */
  onMessage?: (message: ReceivedMessage) => void;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  let taken = 0;
  const waiting: Array<(message: ReceivedMessage) => void> = [];
  const sockets = new Set<Socket>();

  function deliver(message: ReceivedMessage) {
    options.onMessage?.(message);
    messages.push(message);
    const waiter = waiting.shift();
    if (waiter) {
      taken++;
      waiter(message);
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] = [];

    reply('220 test.smtp ESMTP ready');
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
            deliver({ ...envelope, data: `${dataLines.join('\r\n')}\r\n` });
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
            reply('250-test.smtp greets you');
            reply('250 8BITMIME');
            break;
          case 'HELO':
            reply('250 test.smtp');
            break;
          case 'MAIL':
            envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            reply('250 OK');
            break;
          case 'RCPT':
            if (options.rejectRecipients) {
              reply('550 5.1.1 No such user here');
              break;
            }
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

  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  return {
    port: address.port,
    messages,
    nextMessage() {
      const ready = messages[taken];
      if (ready) {
        taken++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, '');
  for (let index = 0; index < text.length; index++) {
    const character = text[index] ?? '';
    const hex = text.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The top-level headers and the decoded leaf parts of a message (multipart or not). */
export function readMime(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, parts: [{ headers, body: decodeBody(headers, body) }] };
  const parts: MimePart[] = [];
  for (const section of body.split(`--${boundary}`).slice(1)) {
    if (section.startsWith('--')) break;
    const inner = readMime(section.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    parts.push(...inner.parts);
  }
  return { headers, parts };
}
