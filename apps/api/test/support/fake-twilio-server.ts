// A small fake of Twilio's REST API on localhost, for driving the real `twilio` SDK without the
// network: available local numbers, buying and releasing a number, and sending messages (WhatsApp
// refused for chosen numbers, as Twilio refuses a recipient without WhatsApp). It signs webhooks
// the way Twilio does (X-Twilio-Signature over the URL and the posted parameters).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export interface FakeTwilioOptions {
  accountSid: string;
  authToken: string;
}

export interface BoughtNumber {
  sid: string;
  phoneNumber: string;
  voiceUrl: string;
  smsUrl: string;
  statusCallback: string;
  released: boolean;
}

export interface SentTwilioMessage {
  sid: string;
  from: string;
  to: string;
  body: string;
}

export interface FakeTwilio {
  url: string;
  /** Numbers bought, by sid. */
  numbers: Map<string, BoughtNumber>;
  /** Messages accepted, in order. */
  messages: SentTwilioMessage[];
  /** Country codes the SDK searched numbers in. */
  searchedCountries: string[];
  /** Recipients without WhatsApp: a WhatsApp message to them is refused (Twilio's 63003). */
  withoutWhatsApp: Set<string>;
  /** The X-Twilio-Signature Twilio would send for this URL and these parameters. */
  sign(url: string, params: Record<string, string>): string;
  close(): Promise<void>;
}

function sidOf(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

export async function startFakeTwilio(options: FakeTwilioOptions): Promise<FakeTwilio> {
  const numbers = new Map<string, BoughtNumber>();
  const messages: SentTwilioMessage[] = [];
  const searchedCountries: string[] = [];
  const withoutWhatsApp = new Set<string>();
  let nextNumber = 4930_1234_000;
  const account = `/2010-04-01/Accounts/${options.accountSid}`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const authorization = request.headers.authorization ?? '';
      const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
      if (authorization !== expected)
        return answer(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      const available = url.pathname.match(
        new RegExp(`^${account}/AvailablePhoneNumbers/([A-Z]{2})/Local\\.json$`),
      );
      if (request.method === 'GET' && available) {
        const country = available[1] ?? '';
        searchedCountries.push(country);
        nextNumber += 1;
        return answer(response, 200, {
          available_phone_numbers: [
            {
              phone_number: `+${nextNumber}`,
              friendly_name: `+${nextNumber}`,
              iso_country: country,
              capabilities: { voice: true, SMS: true, MMS: false },
            },
          ],
          uri: url.pathname,
        });
      }
      if (request.method === 'POST' && url.pathname === `${account}/IncomingPhoneNumbers.json`) {
        const form = await formOf(request);
        const bought: BoughtNumber = {
          sid: sidOf('PN'),
          phoneNumber: form.PhoneNumber ?? '',
          voiceUrl: form.VoiceUrl ?? '',
          smsUrl: form.SmsUrl ?? '',
          statusCallback: form.StatusCallback ?? '',
          released: false,
        };
        numbers.set(bought.sid, bought);
        return answer(response, 201, {
          sid: bought.sid,
          account_sid: options.accountSid,
          phone_number: bought.phoneNumber,
          voice_url: bought.voiceUrl,
          sms_url: bought.smsUrl,
          status_callback: bought.statusCallback,
        });
      }
      const release = url.pathname.match(
        new RegExp(`^${account}/IncomingPhoneNumbers/(PN[0-9a-f]+)\\.json$`),
      );
      if (request.method === 'DELETE' && release) {
        const bought = numbers.get(release[1] ?? '');
        if (!bought || bought.released)
          return answer(response, 404, { code: 20404, message: 'Not found', status: 404 });
        bought.released = true;
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'POST' && url.pathname === `${account}/Messages.json`) {
        const form = await formOf(request);
        const to = form.To ?? '';
        if (to.startsWith('whatsapp:') && withoutWhatsApp.has(to.slice('whatsapp:'.length))) {
          return answer(response, 400, {
            code: 63003,
            message: 'Channel could not find To address',
            status: 400,
          });
        }
        const sent = { sid: sidOf('SM'), from: form.From ?? '', to, body: form.Body ?? '' };
        messages.push(sent);
        return answer(response, 201, {
          sid: sent.sid,
          from: sent.from,
          to: sent.to,
          body: sent.body,
          status: 'queued',
        });
      }
      answer(response, 404, {
        code: 20404,
        message: `No fake for ${request.method} ${url.pathname}`,
        status: 404,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    numbers,
    messages,
    searchedCountries,
    withoutWhatsApp,
    sign: (url, params) => twilio.getExpectedTwilioSignature(options.authToken, url, params),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
