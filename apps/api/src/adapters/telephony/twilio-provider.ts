// Twilio through its own SDK: a local number bought in the studio's country with its voice and
// messaging webhooks pointed at us, released when the studio leaves Plus, messages through
// WhatsApp (the studio's number as a WhatsApp sender) and SMS when WhatsApp refuses, and the
// X-Twilio-Signature check (HMAC over the public URL and the posted parameters).
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { type SentMessage, type TelephonyProvider, TelephonyProviderError } from './telephony-provider.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Tests: another API address (a local fake Twilio); every Twilio host is sent there. */
  apiUrl: string | undefined;
}

/** Sends every request the SDK makes to one base address, keeping path and query (tests). */
class RedirectedRequestClient extends twilio.RequestClient {
  readonly #base: URL;
  constructor(base: string) {
    super();
    this.#base = new URL(base);
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    target.protocol = this.#base.protocol;
    target.host = this.#base.host;
    return super.request<TData>({ ...opts, uri: target.toString() });
  }
}

function isRestException(error: unknown): error is { status: number; code?: number; message: string } {
  return error instanceof twilio.RestException;
}

export function createTwilioProvider(settings: TwilioSettings): TelephonyProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : {}),
  });

  async function send(from: string, to: string, body: string, channel: SentMessage['channel']) {
    const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
    const message = await client.messages.create({ from: `${prefix}${from}`, to: `${prefix}${to}`, body });
    return { messageRef: message.sid, channel };
  }

  return {
    name: 'twilio',
    async provisionNumber({ countryCode, voiceUrl, messagingUrl, statusUrl }) {
      const [available] = await client
        .availablePhoneNumbers(countryCode)
        .local.list({ voiceEnabled: true, smsEnabled: true, limit: 1 });
      if (!available) throw new TelephonyProviderError(`no local number available in ${countryCode}`);
      const bought = await client.incomingPhoneNumbers.create({
        phoneNumber: available.phoneNumber,
        voiceUrl,
        voiceMethod: 'POST',
        smsUrl: messagingUrl,
        smsMethod: 'POST',
        statusCallback: statusUrl,
        statusCallbackMethod: 'POST',
      });
      return { phoneNumber: bought.phoneNumber, numberRef: bought.sid };
    },
    async releaseNumber(numberRef) {
      try {
        await client.incomingPhoneNumbers(numberRef).remove();
      } catch (error) {
        // Released already (by hand in Twilio's console, or an earlier attempt): nothing left to do.
        if (isRestException(error) && error.status === 404) return;
        throw error;
      }
    },
    async sendMessage({ from, to, body }) {
      try {
        return await send(from, to, body, 'whatsapp');
      } catch (error) {
        // The caller has no WhatsApp, or the sender is not enabled for it: the same text by SMS.
        if (isRestException(error) && error.status >= 400 && error.status < 500) {
          return send(from, to, body, 'sms');
        }
        throw error;
      }
    },
    verifyWebhook({ url, params, signature }) {
      if (!signature) return false;
      return twilio.validateRequest(settings.authToken, signature, url, params);
    },
  };
}
