// All SQL of the phone assistant: the studio's number, calls and their turns, messages, opt-outs,
// and the numbers waiting to be released. Every function about a studio takes the shop first and
// uses it in each statement; the rules the database holds are in migrations/0100-phone-assistant.ts.
import type { AssistantLanguage, CallOutcome } from '@studio/domain/voice-contract';
import { type Kysely, sql } from 'kysely';
import type { TelephonyProviderName } from '../../config.ts';
import type { Database } from '../../db/schema.ts';

// --- The assistant

export function findPhoneAssistant(db: Kysely<Database>, shopId: string) {
  return db.selectFrom('phone_assistants').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

/** The assistant a number belongs to (an incoming call or message names the number it reached). */
export function findPhoneAssistantByNumber(db: Kysely<Database>, phoneNumber: string) {
  return db
    .selectFrom('phone_assistants')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
}

/** Stores the studio's number; false when the studio has one already or the number is taken. */
export async function insertPhoneAssistant(
  db: Kysely<Database>,
  shopId: string,
  values: { phoneNumber: string; numberRef: string; provider: TelephonyProviderName },
): Promise<boolean> {
  const inserted = await db
    .insertInto('phone_assistants')
    .values({
      shop_id: shopId,
      phone_number: values.phoneNumber,
      number_ref: values.numberRef,
      provider: values.provider,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('shop_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePhoneAssistantLanguage(
  db: Kysely<Database>,
  shopId: string,
  language: AssistantLanguage,
): Promise<void> {
  await db.updateTable('phone_assistants').set({ language }).where('shop_id', '=', shopId).execute();
}

/**
 * Deletes the assistants of studios no longer on a paid Plus plan; the trigger queues their
 * numbers for release in the same statement.
 */
export async function deleteAssistantsBelowPlus(db: Kysely<Database>): Promise<number> {
  const result = await sql`DELETE FROM phone_assistants a
    WHERE NOT EXISTS (
      SELECT 1 FROM shop_subscriptions s
      WHERE s.shop_id = a.shop_id AND s.plan = 'plus' AND s.status IN ('active', 'past_due')
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export function listNumbersToRelease(db: Kysely<Database>, limit: number) {
  return db.selectFrom('numbers_to_release').selectAll().orderBy('queued_at').limit(limit).execute();
}

export async function deleteNumberToRelease(db: Kysely<Database>, numberRef: string): Promise<void> {
  await db.deleteFrom('numbers_to_release').where('number_ref', '=', numberRef).execute();
}

// --- Calls and turns

export async function insertCall(
  db: Kysely<Database>,
  shopId: string,
  call: {
    id: string;
    providerCallId: string | null;
    simulated: boolean;
    caller: string;
    language: AssistantLanguage;
    startedAt: Date;
  },
) {
  return db
    .insertInto('voice_calls')
    .values({
      id: call.id,
      shop_id: shopId,
      provider_call_id: call.providerCallId,
      simulated: call.simulated,
      caller: call.caller,
      language: call.language,
      started_at: call.startedAt,
    })
    .onConflict((conflict) => conflict.column('provider_call_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findCall(db: Kysely<Database>, shopId: string, callId: string) {
  return db
    .selectFrom('voice_calls')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', callId)
    .executeTakeFirst();
}

export function findCallByProviderId(db: Kysely<Database>, providerCallId: string) {
  return db
    .selectFrom('voice_calls')
    .selectAll()
    .where('provider_call_id', '=', providerCallId)
    .executeTakeFirst();
}

/**
 * The call a provider's call id names, only when the number it reached is still the assistant of the
 * call's studio: one statement for what every turn webhook checks first.
 */
export function findCallReachingNumber(db: Kysely<Database>, providerCallId: string, phoneNumber: string) {
  return db
    .selectFrom('voice_calls as c')
    .innerJoin('phone_assistants as a', (join) =>
      join.onRef('a.shop_id', '=', 'c.shop_id').on('a.phone_number', '=', phoneNumber),
    )
    .selectAll('c')
    .select('a.phone_number as assistant_number')
    .where('c.provider_call_id', '=', providerCallId)
    .executeTakeFirst();
}

export async function updateCall(
  db: Kysely<Database>,
  shopId: string,
  callId: string,
  change: {
    language: AssistantLanguage;
    treatmentId: string | null;
    linkOffered: boolean;
    outcome: CallOutcome;
    asked: string | undefined;
  },
): Promise<void> {
  await db
    .updateTable('voice_calls')
    .set({
      language: change.language,
      treatment_id: change.treatmentId,
      link_offered: change.linkOffered,
      outcome: change.outcome,
      ...(change.asked ? { asked: sql<string[]>`array_append(asked, ${change.asked})` } : {}),
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', callId)
    .execute();
}

/** A caller who hangs up while still talking leaves the call "hung up"; a settled outcome stays. */
export async function markCallHungUp(db: Kysely<Database>, shopId: string, callId: string): Promise<void> {
  await db
    .updateTable('voice_calls')
    .set({ outcome: 'hungUp' })
    .where('shop_id', '=', shopId)
    .where('id', '=', callId)
    .where('outcome', '=', 'talking')
    .execute();
}

/** Claims a turn of a call; false when it was claimed before (a retried webhook). */
export async function claimTurn(
  db: Kysely<Database>,
  callId: string,
  turn: number,
  heard: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('voice_turns')
    .values({ call_id: callId, turn, heard })
    .onConflict((conflict) => conflict.columns(['call_id', 'turn']).doNothing())
    .returning('turn')
    .executeTakeFirst();
  return claimed !== undefined;
}

export function findTurn(db: Kysely<Database>, callId: string, turn: number) {
  return db
    .selectFrom('voice_turns')
    .selectAll()
    .where('call_id', '=', callId)
    .where('turn', '=', turn)
    .executeTakeFirst();
}

export async function countTurns(db: Kysely<Database>, callId: string): Promise<number> {
  const row = await db
    .selectFrom('voice_turns')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('call_id', '=', callId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordTurnAnswer(
  db: Kysely<Database>,
  callId: string,
  turn: number,
  answer: { reply: string; answer: string },
): Promise<void> {
  await db
    .updateTable('voice_turns')
    .set({ reply: answer.reply, answer: answer.answer })
    .where('call_id', '=', callId)
    .where('turn', '=', turn)
    .execute();
}

export function listCalls(db: Kysely<Database>, shopId: string, limit: number) {
  return db
    .selectFrom('voice_calls')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

// --- Messages

/** Records a message; false when the provider's id was recorded before (a retried webhook). */
export async function insertMessage(
  db: Kysely<Database>,
  shopId: string,
  message: {
    id: string;
    providerMessageId: string | null;
    direction: 'in' | 'out';
    channel: 'whatsapp' | 'sms' | 'simulator';
    counterpart: string;
    body: string;
    callId: string | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('voice_messages')
    .values({
      id: message.id,
      shop_id: shopId,
      provider_message_id: message.providerMessageId,
      direction: message.direction,
      channel: message.channel,
      counterpart: message.counterpart,
      body: message.body,
      call_id: message.callId,
      created_at: message.createdAt,
    })
    .onConflict((conflict) => conflict.column('provider_message_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countMessagesSentSince(
  db: Kysely<Database>,
  shopId: string,
  counterpart: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('voice_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('shop_id', '=', shopId)
    .where('counterpart', '=', counterpart)
    .where('direction', '=', 'out')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listMessages(db: Kysely<Database>, shopId: string, limit: number) {
  return (
    db
      .selectFrom('voice_messages')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('created_at', 'desc')
      // An answer written in the same instant as the message it answers comes after it.
      .orderBy('direction', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

export async function insertOptOut(db: Kysely<Database>, shopId: string, phoneNumber: string): Promise<void> {
  await db
    .insertInto('messaging_opt_outs')
    .values({ shop_id: shopId, phone_number: phoneNumber })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function hasOptedOut(
  db: Kysely<Database>,
  shopId: string,
  phoneNumber: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('messaging_opt_outs')
    .select('phone_number')
    .where('shop_id', '=', shopId)
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** Call and message logs older than `before` go (kept 90 days). */
export async function deleteLogsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const messages = await db.deleteFrom('voice_messages').where('created_at', '<', before).executeTakeFirst();
  const calls = await db.deleteFrom('voice_calls').where('started_at', '<', before).executeTakeFirst();
  return Number(messages.numDeletedRows) + Number(calls.numDeletedRows);
}
