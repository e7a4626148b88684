// The phone assistant's simulator, call and message logs, and support requests. Paths, fields and
// codes fixed by the HTTP contract ("Phone assistant, messaging and support").
import { z } from 'zod';

export const assistantLanguages = ['de', 'en', 'vi', 'ar'] as const;
export type AssistantLanguage = (typeof assistantLanguages)[number];

export const callOutcomes = ['talking', 'answered', 'linkSent', 'forwarded', 'hungUp'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

export const assistantActionSchema = z.object({
  type: z.enum(['linkSent', 'forwarded', 'ended']),
  /** linkSent: the number the link went to (masked); forwarded: the studio's phone. */
  to: z.string().optional(),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const simulatorTurnSchema = z.object({
  conversationId: z.uuid().optional(),
  text: z.string().max(500).default(''),
  language: z.enum(assistantLanguages).optional(),
});

export const simulatorAnswerSchema = z
  .object({
    conversationId: z.uuid(),
    reply: z.string(),
    language: z.enum(assistantLanguages),
    actions: z.array(assistantActionSchema),
  })
  .meta({ id: 'AssistantTurn' });
export type SimulatorAnswer = z.infer<typeof simulatorAnswerSchema>;

export const phoneAssistantSettingsSchema = z.object({ language: z.enum(assistantLanguages) });

export const callLogEntrySchema = z
  .object({
    id: z.uuid(),
    startedAt: z.string(),
    language: z.enum(assistantLanguages),
    /** All but the last three digits hidden. */
    caller: z.string(),
    outcome: z.enum(callOutcomes),
    /** What the caller asked about, in order: hours, price, duration, nextFree, link, person, other. */
    asked: z.array(z.string()),
    simulated: z.boolean(),
  })
  .meta({ id: 'CallLogEntry' });
export type CallLogEntry = z.infer<typeof callLogEntrySchema>;

export const messageLogEntrySchema = z
  .object({
    id: z.uuid(),
    at: z.string(),
    direction: z.enum(['in', 'out']),
    channel: z.enum(['whatsapp', 'sms', 'simulator']),
    /** The customer's number, all but the last three digits hidden. */
    counterpart: z.string(),
    body: z.string(),
  })
  .meta({ id: 'MessageLogEntry' });
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

export const supportRequestWriteSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

export const supportRequestSchema = z
  .object({
    id: z.uuid(),
    shopId: z.uuid(),
    shopName: z.string(),
    subject: z.string(),
    message: z.string(),
    priority: z.boolean(),
    status: z.enum(['open', 'answered']),
    answer: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportAnswerWriteSchema = z.object({ answer: z.string().trim().min(1).max(5000) });

/** "+4915112345678" → "••••••••••678": only the last three digits stay readable. */
export function maskPhoneNumber(phoneNumber: string): string {
  if (phoneNumber.length <= 3) return phoneNumber;
  return `${'•'.repeat(phoneNumber.length - 3)}${phoneNumber.slice(-3)}`;
}
