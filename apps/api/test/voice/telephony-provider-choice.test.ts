// The telephony provider is an explicit choice in production, like the payment provider: the
// simulator answers no real calls, so production never falls back to it by itself.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const twilioSettings = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'a-twilio-auth-token-of-length',
};
const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' };

describe('choosing the telephony provider', () => {
  it('should refuse production without Twilio or an explicit simulator, with one clear line', () => {
    expect(() => loadConfig(production)).toThrow(
      new ConfigError([
        'TELEPHONY_PROVIDER: NODE_ENV=production needs a telephony provider: set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or TELEPHONY_PROVIDER=simulator to run the offline stand-in, which answers no real calls and sends no real messages (and says so on screen)',
      ]),
    );
    expect(loadConfig({ ...production, TELEPHONY_PROVIDER: 'simulator' }).telephony).toMatchObject({
      provider: 'simulator',
      twilio: undefined,
    });
  });

  it('should default to Twilio when its settings are present, else (outside production) to the simulator', () => {
    expect(loadConfig({}).telephony.provider).toBe('simulator');
    const withTwilio = loadConfig({ ...production, ...twilioSettings }).telephony;
    expect(withTwilio).toMatchObject({
      provider: 'twilio',
      twilio: { accountSid: twilioSettings.TWILIO_ACCOUNT_SID },
    });
    expect(
      loadConfig({ TELEPHONY_PROVIDER: 'simulator', ...twilioSettings }).telephony.twilio,
    ).toBeUndefined();
  });

  it('should call half a setting a configuration error', () => {
    expect(() => loadConfig({ TELEPHONY_PROVIDER: 'twilio' })).toThrow(
      new ConfigError(['TELEPHONY_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN']),
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilioSettings.TWILIO_ACCOUNT_SID })).toThrow(
      new ConfigError(['TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together']),
    );
    expect(() => loadConfig({ ASSISTANT_MODEL_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      new ConfigError(['ASSISTANT_MODEL_URL and ASSISTANT_MODEL must be set together']),
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 'x'.repeat(20) })).toThrow(
      'TWILIO_ACCOUNT_SID: must be a Twilio account SID',
    );
  });
});
