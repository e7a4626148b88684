import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { CheckoutDeps } from '../payments/payments.public.ts';

/**
 * What the booking use cases need: the database, mail, the clock, somewhere to report mail
 * failures, and the payment provider for deposits.
 */
export interface BookingContext {
  db: Kysely<Database>;
  checkout: CheckoutDeps;
  mail: MailContext;
  clock: Clock;
  log: { error(details: Record<string, unknown>, message: string): void };
}

/** Mails go out after the booking is committed; a failure to write one does not undo the booking. */
export async function sendSafely(
  context: BookingContext,
  what: string,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    context.log.error({ err: error, mail: what }, 'booking mail could not be written');
  }
}
