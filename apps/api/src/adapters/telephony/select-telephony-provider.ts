// The provider TELEPHONY_PROVIDER chose (config.ts): Twilio, or the built-in simulator.
import type { AppConfig } from '../../config.ts';
import { createSimulatorProvider } from './simulator-provider.ts';
import type { TelephonyProvider } from './telephony-provider.ts';
import { createTwilioProvider } from './twilio-provider.ts';

export function selectTelephonyProvider(config: AppConfig): TelephonyProvider {
  const { twilio } = config.telephony;
  return twilio ? createTwilioProvider(twilio) : createSimulatorProvider();
}
