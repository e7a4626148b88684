// One turn of a conversation, on the phone or in the simulator: understand what the caller said
// (the language model when configured and quick enough, else the rule matcher), answer it from the
// studio's live data, send the booking link when asked, and record what happened on the call and
// the turn's answer (both writes at once: every round trip is heard as silence on the line).
import type { AssistantAction, CallOutcome } from '@studio/domain/voice-contract';
import { maskPhoneNumber } from '@studio/domain/voice-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AssistantModelConfig } from '../../config.ts';
import type { ShopRow } from '../../db/schema.ts';
import { answerCaller, type CallerAnswer } from './answer-caller.ts';
import { assistantTexts } from './assistant-texts.ts';
import { type CallerIntent, understandCaller } from './caller-intent.ts';
import { understandWithModel } from './model-understanding.ts';
import { type MessagingDeps, sendBookingLink } from './send-booking-link.ts';
import type { StudioFacts } from './studio-facts.ts';
import { recordTurnAnswer, updateCall } from './voice.repo.ts';

/**
 * Answers a customer's reply to a studio's own message (a reminder's "yes" or "cancel"): the text
 * to send back, or null when the message answers none and the assistant takes it.
 */
export type MessageReplies = (
  shop: ShopRow,
  message: { from: string; body: string },
) => Promise<string | null>;

export interface AssistantDeps extends MessagingDeps {
  now: () => number;
  replies?: MessageReplies | undefined;
  model: AssistantModelConfig | undefined;
  log: FastifyBaseLogger;
}

export interface OngoingCall {
  id: string;
  /** The caller's number; null in the simulator. */
  caller: string | null;
  language: 'de' | 'en' | 'vi' | 'ar';
  treatment_id: string | null;
  link_offered: boolean;
  outcome: CallOutcome;
}

export interface TurnResult extends CallerAnswer {
  actions: AssistantAction[];
}

/** Outcomes in the log only move on: a sent link or a forward is not undone by a goodbye. */
function settledOutcome(current: CallOutcome, next: CallOutcome | undefined): CallOutcome {
  if (!next) return current;
  if (next === 'answered' && (current === 'linkSent' || current === 'forwarded')) return current;
  return next;
}

export async function takeTurn(
  deps: AssistantDeps,
  facts: StudioFacts,
  assistantNumber: string,
  call: OngoingCall,
  said: { turn: number; heard: string },
  /** The answer the channel sends back for the turn's result (speech markup, or the reply itself). */
  present: (result: TurnResult) => string,
): Promise<TurnResult & { answer: string }> {
  const { shop } = facts;
  const { heard } = said;
  const treatments = await facts.treatments();
  let intent: CallerIntent | undefined;
  if (deps.model) {
    intent = await understandWithModel(
      deps.model,
      { studio: shop.name, language: call.language, treatments },
      heard,
    ).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'language model unavailable; the rule matcher answers');
      return undefined;
    });
  }
  intent ??= understandCaller(heard, treatments);
  const state = { language: call.language, treatmentId: call.treatment_id, linkOffered: call.link_offered };
  const answer = await answerCaller(facts, state, intent);
  const actions: AssistantAction[] = [];
  let outcome = answer.outcome;
  let reply = answer.reply;
  if (answer.next.kind === 'sendLink') {
    const sent = await sendBookingLink(deps, facts, {
      from: assistantNumber,
      to: call.caller,
      language: answer.state.language,
      treatmentId: answer.state.treatmentId,
      callId: call.id,
      withFreeTimes: false,
    });
    if (sent.sent) {
      actions.push(
        call.caller ? { type: 'linkSent', to: maskPhoneNumber(call.caller) } : { type: 'linkSent' },
      );
    } else {
      outcome = undefined;
      reply = assistantTexts[answer.state.language].linkRefused;
    }
    reply = `${reply} ${assistantTexts[answer.state.language].anythingElse}`;
  }
  if (answer.next.kind === 'forward') actions.push({ type: 'forwarded', to: shop.phone });
  if (answer.next.kind === 'end') actions.push({ type: 'ended' });
  const result: TurnResult = { ...answer, reply, outcome, actions };
  const presented = present(result);
  await Promise.all([
    updateCall(deps.db, shop.id, call.id, {
      language: answer.state.language,
      treatmentId: answer.state.treatmentId,
      linkOffered: answer.state.linkOffered,
      outcome: settledOutcome(call.outcome, outcome),
      asked: answer.asked,
    }),
    recordTurnAnswer(deps.db, call.id, said.turn, { reply, answer: presented }),
  ]);
  return { ...result, answer: presented };
}
