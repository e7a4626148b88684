// The offline stand-in for a telephony provider: numbers from Ofcom's range reserved for drama
// (+44 7700 900000 to 900999, never given to a real line, so a number that leaks into a flyer
// reaches nobody), messages that go nowhere, and no webhooks. The /voice screen says it is in use;
// the studio's owner talks to the assistant through the simulator chat instead of a phone.
import { randomInt, randomUUID } from 'node:crypto';
import type { TelephonyProvider } from './telephony-provider.ts';

/** Ofcom's drama numbers (mobile range): 1000 numbers in all. */
export const fictionalNumberPrefix = '+447700900';

export function createSimulatorProvider(): TelephonyProvider {
  return {
    name: 'simulator',
    async provisionNumber() {
      const phoneNumber = `${fictionalNumberPrefix}${String(randomInt(0, 1000)).padStart(3, '0')}`;
      return { phoneNumber, numberRef: `simulated-${phoneNumber}` };
    },
    async releaseNumber() {},
    async sendMessage() {
      return { messageRef: `simulated-${randomUUID()}`, channel: 'whatsapp' };
    },
    verifyWebhook() {
      return false;
    },
  };
}
