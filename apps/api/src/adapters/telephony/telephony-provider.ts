// The one interface to a telephony provider: the studio's own number (bought in its country, its
// voice and messaging webhooks pointed at us, released again), outgoing messages through WhatsApp
// with SMS where WhatsApp cannot deliver, and the check of a webhook's signature. Twilio, or the
// built-in simulator (TELEPHONY_PROVIDER, config.ts).
import type { TelephonyProviderName } from '../../config.ts';

export interface NumberRequest {
  /** ISO 3166 alpha-2 country the number should be local to, e.g. "DE". */
  countryCode: string;
  /** Where the provider posts an incoming call. */
  voiceUrl: string;
  /** Where the provider posts an incoming message. */
  messagingUrl: string;
  /** Where the provider reports that a call ended. */
  statusUrl: string;
}

export interface ProvisionedNumber {
  /** E.164, e.g. +493012345678. */
  phoneNumber: string;
  /** The provider's id of the number, to release it. */
  numberRef: string;
}

export interface OutgoingMessage {
  /** The studio's assistant number (E.164). */
  from: string;
  /** The customer's number (E.164). */
  to: string;
  body: string;
}

export interface SentMessage {
  messageRef: string;
  /** Where it went: WhatsApp, or SMS when WhatsApp could not take it. */
  channel: 'whatsapp' | 'sms';
}

export interface SignedWebhook {
  /** The public URL the provider posted to, with its query. */
  url: string;
  /** The form parameters it posted. */
  params: Record<string, string>;
  signature: string | undefined;
}

export interface TelephonyProvider {
  readonly name: TelephonyProviderName;
  provisionNumber(request: NumberRequest): Promise<ProvisionedNumber>;
  releaseNumber(numberRef: string): Promise<void>;
  sendMessage(message: OutgoingMessage): Promise<SentMessage>;
  /** Whether the webhook was signed by the provider; the simulator has no webhooks and accepts none. */
  verifyWebhook(webhook: SignedWebhook): boolean;
}

export class TelephonyProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TelephonyProviderError';
  }
}
