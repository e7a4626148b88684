// The telephony provider's webhooks, answered in TwiML: an incoming call (the greeting, then
// listening for speech), each thing the caller said (one turn), the end of a forward to the studio,
// the end of the call, and an incoming message (an answer to a reminder, STOP, or the booking link
// with the next free times). Each call, turn and message is handled once by the provider's ids: a retried webhook
// gets the answer already given and sends nothing again.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { AssistantLanguage } from '@studio/domain/voice-contract';
import type { Kysely } from 'kysely';
import twilio from 'twilio';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { findShopById } from '../shops/shops.public.ts';
import type { NextStep } from './answer-caller.ts';
import { assistantTexts, stopWords } from './assistant-texts.ts';
import { normalizeSpeech } from './caller-intent.ts';
import { sendBookingLink } from './send-booking-link.ts';
import { sendStudioMessage } from './send-studio-message.ts';
import { studioFacts } from './studio-facts.ts';
import { type AssistantDeps, takeTurn } from './take-turn.ts';
import {
  claimTurn,
  findCallByProviderId,
  findCallReachingNumber,
  findPhoneAssistantByNumber,
  findTurn,
  insertCall,
  insertMessage,
  insertOptOut,
  markCallHungUp,
  recordTurnAnswer,
  updateCall,
} from './voice.repo.ts';
import { voiceWebhookUrls } from './webhook-urls.ts';

export type WebhookParams = Record<string, string>;

/** A call older than this is over (the provider's longest call is four hours): its webhooks are stale. */
const callLifetimeMs = 4 * 60 * 60 * 1000;
/** How long the provider rings the studio before the caller is offered the link instead. */
const forwardRingSeconds = 20;

/** Twilio writes WhatsApp senders as "whatsapp:+49…". */
function plainNumber(address: string | undefined): string {
  return (address ?? '').replace(/^whatsapp:/, '');
}

function twiml(
  deps: AssistantDeps,
  callId: string,
  turn: number,
  language: AssistantLanguage,
  reply: string,
  next: NextStep,
  studioPhone: string,
): string {
  const urls = voiceWebhookUrls(deps.publicUrl);
  const voice = new twilio.twiml.VoiceResponse();
  const say = { language: assistantTexts[language].speechLocale };
  if (next.kind === 'end') {
    voice.say(say, reply);
    voice.hangup();
  } else if (next.kind === 'forward') {
    voice.say(say, reply);
    const dial = voice.dial({
      action: urls.forwardEnded(callId, turn),
      method: 'POST',
      timeout: forwardRingSeconds,
    });
    dial.number(studioPhone);
  } else {
    const gather = voice.gather({
      input: ['speech'],
      action: urls.speech(callId, turn),
      method: 'POST',
      language: say.language,
      speechTimeout: 'auto',
      actionOnEmptyResult: true,
    });
    gather.say(say, reply);
  }
  return voice.toString();
}

/** Not this platform's number, or the studio left Plus: the caller hears so and the call ends. */
function outOfService(): string {
  const voice = new twilio.twiml.VoiceResponse();
  voice.say({ language: 'de-DE' }, 'Diese Nummer ist nicht vergeben.');
  voice.hangup();
  return voice.toString();
}

async function assistantOf(
  db: Kysely<Database>,
  number: string,
): Promise<{ shop: ShopRow; phoneNumber: string; language: AssistantLanguage } | undefined> {
  const assistant = await findPhoneAssistantByNumber(db, number);
  if (!assistant) return undefined;
  const [shop, plan] = await Promise.all([
    findShopById(db, assistant.shop_id),
    paidPlan(db, assistant.shop_id),
  ]);
  if (!shop || plan !== 'plus') return undefined;
  return { shop, phoneNumber: assistant.phone_number, language: assistant.language };
}

/** A turn already answered is answered again as it was; one still being answered asks to hold on. */
async function replayTurn(
  deps: AssistantDeps,
  callId: string,
  turn: number,
  selfUrl: string,
): Promise<string> {
  const done = await findTurn(deps.db, callId, turn);
  if (done?.answer) return done.answer;
  const voice = new twilio.twiml.VoiceResponse();
  voice.pause({ length: 1 });
  voice.redirect({ method: 'POST' }, selfUrl);
  return voice.toString();
}

export async function answerIncomingCall(deps: AssistantDeps, params: WebhookParams): Promise<string> {
  const callSid = params.CallSid;
  if (!callSid) throw new AppError(ErrorCode.invalidInput, { problems: { CallSid: 'required' } });
  const found = await assistantOf(deps.db, plainNumber(params.To));
  if (!found) return outOfService();
  const { shop, language } = found;
  const call = await insertCall(deps.db, shop.id, {
    id: randomUUID(),
    providerCallId: callSid,
    simulated: false,
    caller: plainNumber(params.From),
    language,
    startedAt: new Date(deps.now()),
  });
  const existing = call ?? (await findCallByProviderId(deps.db, callSid));
  if (!existing) throw new AppError(ErrorCode.conflict);
  if (!call || !(await claimTurn(deps.db, existing.id, 0, ''))) {
    return replayTurn(deps, existing.id, 0, voiceWebhookUrls(deps.publicUrl).incomingCall);
  }
  const greeting = assistantTexts[language].greeting(shop.name);
  const answer = twiml(deps, existing.id, 1, language, greeting, { kind: 'listen' }, shop.phone);
  await recordTurnAnswer(deps.db, existing.id, 0, { reply: greeting, answer });
  return answer;
}

/** The call a turn webhook names, checked against the provider's call id and the number it reached. */
async function callOfTurn(deps: AssistantDeps, callId: string, params: WebhookParams) {
  const call = params.CallSid
    ? await findCallReachingNumber(deps.db, params.CallSid, plainNumber(params.To))
    : undefined;
  if (!call || call.id !== callId) throw new AppError(ErrorCode.notFound);
  if (deps.now() - call.started_at.getTime() > callLifetimeMs) throw new AppError(ErrorCode.forbidden);
  const [shop, plan] = await Promise.all([
    findShopById(deps.db, call.shop_id),
    paidPlan(deps.db, call.shop_id),
  ]);
  if (!shop || plan !== 'plus') throw new AppError(ErrorCode.notFound);
  return { call, shop, assistantNumber: call.assistant_number };
}

export async function answerSpeech(
  deps: AssistantDeps,
  where: { callId: string; turn: number; selfUrl: string },
  params: WebhookParams,
): Promise<string> {
  const { call, shop, assistantNumber } = await callOfTurn(deps, where.callId, params);
  const heard = params.SpeechResult ?? '';
  const facts = studioFacts(deps.db, shop, deps.now());
  // Every turn needs the treatments: read them while the turn is claimed.
  const [claimed] = await Promise.all([claimTurn(deps.db, call.id, where.turn, heard), facts.treatments()]);
  if (!claimed) return replayTurn(deps, call.id, where.turn, where.selfUrl);
  const { answer } = await takeTurn(
    deps,
    facts,
    assistantNumber,
    call,
    { turn: where.turn, heard },
    (result) =>
      twiml(
        deps,
        call.id,
        where.turn + 1,
        result.state.language,
        result.reply,
        result.next.kind === 'sendLink' ? { kind: 'listen' } : result.next,
        shop.phone,
      ),
  );
  return answer;
}

export async function answerForwardEnded(
  deps: AssistantDeps,
  where: { callId: string; turn: number; selfUrl: string },
  params: WebhookParams,
): Promise<string> {
  const { call, shop } = await callOfTurn(deps, where.callId, params);
  const status = params.DialCallStatus ?? 'failed';
  if (!(await claimTurn(deps.db, call.id, where.turn, `[forward ${status}]`))) {
    return replayTurn(deps, call.id, where.turn, where.selfUrl);
  }
  const texts = assistantTexts[call.language];
  const answered = status === 'completed';
  const reply = answered ? texts.goodbye : texts.nobodyAnswered;
  await updateCall(deps.db, shop.id, call.id, {
    language: call.language,
    treatmentId: call.treatment_id,
    linkOffered: !answered,
    outcome: answered ? 'forwarded' : 'talking',
    asked: undefined,
  });
  const answer = twiml(
    deps,
    call.id,
    where.turn + 1,
    call.language,
    reply,
    answered ? { kind: 'end' } : { kind: 'listen' },
    shop.phone,
  );
  await recordTurnAnswer(deps.db, call.id, where.turn, { reply, answer });
  return answer;
}

/** The provider reports the end of a call: a caller who hung up mid-conversation shows as such. */
export async function recordCallStatus(deps: AssistantDeps, params: WebhookParams): Promise<void> {
  if (!params.CallSid || params.CallStatus !== 'completed') return;
  const call = await findCallByProviderId(deps.db, params.CallSid);
  if (call) await markCallHungUp(deps.db, call.shop_id, call.id);
}

export async function answerIncomingMessage(deps: AssistantDeps, params: WebhookParams): Promise<string> {
  const empty = new twilio.twiml.MessagingResponse().toString();
  const messageSid = params.MessageSid;
  if (!messageSid) throw new AppError(ErrorCode.invalidInput, { problems: { MessageSid: 'required' } });
  const found = await assistantOf(deps.db, plainNumber(params.To));
  if (!found) return empty;
  const { shop } = found;
  const from = plainNumber(params.From);
  const body = params.Body ?? '';
  const channel = params.From?.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
  const first = await insertMessage(deps.db, shop.id, {
    id: randomUUID(),
    providerMessageId: messageSid,
    direction: 'in',
    channel,
    counterpart: from,
    body,
    callId: null,
    createdAt: new Date(deps.now()),
  });
  if (!first) return empty;
  // A reply to a reminder comes first: its "hủy" (cancel) is also one of the words for STOP.
  const replied = deps.replies ? await deps.replies(shop, { from, body }) : null;
  if (replied !== null) {
    await sendStudioMessage(deps, shop.id, { to: from, body: replied, now: deps.now() });
    return empty;
  }
  if (stopWords.has(normalizeSpeech(body))) {
    await insertOptOut(deps.db, shop.id, from);
    return empty;
  }
  await sendBookingLink(deps, studioFacts(deps.db, shop, deps.now()), {
    from: found.phoneNumber,
    to: from,
    language: found.language,
    treatmentId: null,
    callId: null,
    withFreeTimes: true,
  });
  return empty;
}
