// POST shops/{shopId}/voice/simulator: the studio's owner talks to the assistant as a caller would,
// turn by turn, and reads exactly what a caller would hear. The conversation is a call of its own
// in the call log (marked simulated); a link it sends lands in the message log, not on a phone.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { AssistantLanguage, SimulatorAnswer } from '@studio/domain/voice-contract';
import type { ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { assistantTexts } from './assistant-texts.ts';
import { studioFacts } from './studio-facts.ts';
import { type AssistantDeps, takeTurn } from './take-turn.ts';
import {
  claimTurn,
  countTurns,
  findCall,
  findPhoneAssistant,
  insertCall,
  recordTurnAnswer,
} from './voice.repo.ts';

export interface SimulatorInput {
  conversationId?: string | undefined;
  text: string;
  language?: AssistantLanguage | undefined;
}

export async function simulateCall(
  deps: AssistantDeps,
  shop: ShopRow,
  input: SimulatorInput,
): Promise<SimulatorAnswer> {
  const { db } = deps;
  if ((await paidPlan(db, shop.id)) !== 'plus') throw new AppError(ErrorCode.planUpgradeNeeded);
  const assistant = await findPhoneAssistant(db, shop.id);
  if (!assistant) throw new AppError(ErrorCode.notFound);
  let call =
    input.conversationId === undefined ? undefined : await findCall(db, shop.id, input.conversationId);
  if (input.conversationId !== undefined && !call?.simulated) throw new AppError(ErrorCode.notFound);
  if (!call) {
    call = await insertCall(db, shop.id, {
      id: randomUUID(),
      providerCallId: null,
      simulated: true,
      caller: '',
      language: input.language ?? assistant.language,
      startedAt: new Date(deps.now()),
    });
    if (!call) throw new AppError(ErrorCode.conflict);
    if (input.text.trim() === '') {
      const greeting = assistantTexts[call.language].greeting(shop.name);
      await claimTurn(db, call.id, 0, '');
      await recordTurnAnswer(db, call.id, 0, { reply: greeting, answer: greeting });
      return { conversationId: call.id, reply: greeting, language: call.language, actions: [] };
    }
  }
  const language = input.language ?? call.language;
  const turn = await countTurns(db, call.id);
  // Two messages at once from the same chat: the second waits its turn instead of both answering.
  if (!(await claimTurn(db, call.id, turn, input.text))) throw new AppError(ErrorCode.conflict);
  const result = await takeTurn(
    deps,
    studioFacts(db, shop, deps.now()),
    assistant.phone_number,
    { ...call, language, caller: null },
    { turn, heard: input.text },
    (answered) => answered.reply,
  );
  return {
    conversationId: call.id,
    reply: result.reply,
    language: result.state.language,
    actions: result.actions,
  };
}
