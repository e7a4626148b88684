// GET shops/{shopId}/voice/calls and …/voice/messages: the latest calls and messages, callers'
// numbers masked down to their last three digits.
import { type CallLogEntry, type MessageLogEntry, maskPhoneNumber } from '@studio/domain/voice-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listCalls, listMessages } from './voice.repo.ts';

const logLength = 200;

export async function listCallLog(db: Kysely<Database>, shopId: string): Promise<CallLogEntry[]> {
  const rows = await listCalls(db, shopId, logLength);
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.started_at.toISOString(),
    language: row.language,
    caller: row.simulated ? 'simulator' : maskPhoneNumber(row.caller),
    outcome: row.outcome,
    asked: row.asked,
    simulated: row.simulated,
  }));
}

export async function listMessageLog(db: Kysely<Database>, shopId: string): Promise<MessageLogEntry[]> {
  const rows = await listMessages(db, shopId, logLength);
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    direction: row.direction,
    channel: row.channel,
    counterpart: row.channel === 'simulator' ? 'simulator' : maskPhoneNumber(row.counterpart),
    body: row.body,
  }));
}
