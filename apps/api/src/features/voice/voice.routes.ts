// The phone assistant (Plus): its number and state, activation, the simulator, the call and message
// logs, and the telephony provider's webhooks. Paths, fields and codes as the HTTP contract fixes them.
import { ErrorCode } from '@studio/domain/error-codes';
import { voiceSchema } from '@studio/domain/payments-contract';
import {
  callLogEntrySchema,
  messageLogEntrySchema,
  phoneAssistantSettingsSchema,
  simulatorAnswerSchema,
  simulatorTurnSchema,
} from '@studio/domain/voice-contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { AppError } from '../../http/app-error.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopParams } from '../../http/shop-route-schemas.ts';
import { activatePhoneAssistant } from './activate-phone-assistant.ts';
import {
  answerForwardEnded,
  answerIncomingCall,
  answerIncomingMessage,
  answerSpeech,
  recordCallStatus,
  type WebhookParams,
} from './answer-provider-webhooks.ts';
import { changeAssistantLanguage } from './change-assistant-language.ts';
import { listCallLog, listMessageLog } from './list-call-log.ts';
import { showPhoneAssistant } from './show-phone-assistant.ts';
import { simulateCall } from './simulate-call.ts';
import type { AssistantDeps, MessageReplies } from './take-turn.ts';

const turnQuery = z.object({ call: z.uuid(), turn: z.coerce.number().int().min(0).max(1000) });
const webhookNote =
  'Posted by Twilio (form-encoded, no API key), verified by the X-Twilio-Signature header over PUBLIC_URL and the parameters: unsigned, wrongly signed, or (for a turn) a call older than four hours: 403 (errorCode 9403). Each call, turn and message is handled once by Twilio’s ids; a retry gets the answer already given and sends nothing again.';

export const voiceRoutes: FastifyPluginAsyncZod<RouteDeps & { messageReplies?: MessageReplies }> = async (
  app,
  deps,
) => {
  const { db, config, telephony } = deps;
  const clock = deps.clock ?? systemClock;
  const assistantDeps: AssistantDeps = {
    db,
    telephony,
    publicUrl: config.publicUrl,
    messagesPerNumberPerDay: config.telephony.messagesPerNumberPerDay,
    now: () => clock.now(),
    model: config.telephony.model,
    log: app.log.child({ module: 'voice' }),
    replies: deps.messageReplies,
  };
  // A turn's webhook: Twilio signed the URL it posted to, so the answer's next URLs build on it.
  const turnOf = (query: z.infer<typeof turnQuery>, url: string) => ({
    callId: query.call,
    turn: query.turn,
    selfUrl: `${config.publicUrl}${url}`,
  });

  app.get(
    '/shops/:shopId/voice',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['voice'],
        summary:
          'The phone assistant: number, state, forwarding codes and greetings; locked below Plus (shop admin)',
        description:
          '`provider: "simulator"`: the built-in simulator answers no real calls and its number (Ofcom’s drama range +44 7700 900xxx) reaches nobody; try the assistant in the simulator instead.',
        params: shopParams,
        response: { 200: voiceSchema },
      },
    },
    async function showShopPhoneAssistant(request) {
      return showPhoneAssistant(db, telephony.name, shopOf(request).shop);
    },
  );

  app.put(
    '/shops/:shopId/voice',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['voice'],
        summary: 'Choose the language the assistant greets callers in (shop admin, Plus)',
        description: 'Below Plus: 409 (errorCode 2040); not activated: 404 (errorCode 9404).',
        errorCodes: [ErrorCode.planUpgradeNeeded, ErrorCode.notFound],
        params: shopParams,
        body: phoneAssistantSettingsSchema,
        response: { 200: voiceSchema },
      },
    },
    async function changeShopAssistantLanguage(request) {
      return changeAssistantLanguage(db, telephony.name, shopOf(request).shop, request.body.language);
    },
  );

  app.post(
    '/shops/:shopId/voice/activate',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['voice'],
        summary: 'Activate the phone assistant: the studio gets its own number (shop admin, Plus plan)',
        description:
          'Buys a local number in the studio’s country from the telephony provider and points its voice and messaging webhooks at PUBLIC_URL (the simulator hands out a fictional one). Once: activating again answers the same number. On a lower plan: 409 (errorCode 2040).',
        errorCodes: [ErrorCode.planUpgradeNeeded],
        params: shopParams,
        response: { 200: voiceSchema },
      },
    },
    async function activateShopPhoneAssistant(request) {
      return activatePhoneAssistant({ db, telephony, publicUrl: config.publicUrl }, shopOf(request).shop);
    },
  );

  app.post(
    '/shops/:shopId/voice/simulator',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['voice'],
        summary: 'Talk to the assistant as a caller would (shop admin, Plus, assistant active)',
        description:
          'Without `conversationId` a conversation starts (the reply is the greeting unless `text` already asks something); with it, the next turn. Answers come from the studio’s live data, exactly as a caller hears them. A link the assistant sends goes to the message log (channel `simulator`). Below Plus: 409 (errorCode 2040); not activated or an unknown conversation: 404 (errorCode 9404); two turns of one conversation at once: 409 (errorCode 9409).',
        errorCodes: [ErrorCode.planUpgradeNeeded, ErrorCode.notFound, ErrorCode.conflict],
        params: shopParams,
        body: simulatorTurnSchema,
        response: { 200: simulatorAnswerSchema },
      },
    },
    async function talkToShopAssistant(request) {
      return simulateCall(assistantDeps, shopOf(request).shop, request.body);
    },
  );

  app.get(
    '/shops/:shopId/voice/calls',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['voice'],
        summary: 'The latest 200 calls, newest first, callers masked to their last three digits (shop admin)',
        description: 'Kept 90 days. `outcome`: talking, answered, linkSent, forwarded, hungUp.',
        params: shopParams,
        response: { 200: z.array(callLogEntrySchema) },
      },
    },
    async function listShopCalls(request) {
      return listCallLog(db, shopOf(request).shop.id);
    },
  );

  app.get(
    '/shops/:shopId/voice/messages',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['voice'],
        summary: 'The latest 200 messages in and out, newest first, numbers masked (shop admin)',
        description: 'Kept 90 days.',
        params: shopParams,
        response: { 200: z.array(messageLogEntrySchema) },
      },
    },
    async function listShopMessages(request) {
      return listMessageLog(db, shopOf(request).shop.id);
    },
  );

  await app.register(async function providerWebhooks(plainScope) {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    // Signed over the public address the provider was given, with the query it posted to.
    scope.addHook('preHandler', async (request) => {
      const params = (request.body ?? {}) as WebhookParams;
      const signature = request.headers['x-twilio-signature'];
      const verified = telephony.verifyWebhook({
        url: `${config.publicUrl}${request.url}`,
        params,
        signature: typeof signature === 'string' ? signature : undefined,
      });
      if (!verified) throw new AppError(ErrorCode.forbidden);
    });
    const formBody = z.record(z.string(), z.string());
    const twimlAnswer = { 200: 'TwiML (text/xml)' };
    const webhook = { access: access.public };

    scope.post(
      '/voice/twilio/calls',
      {
        config: webhook,
        schema: {
          tags: ['voice'],
          summary: 'Twilio: an incoming call to a studio’s assistant number (the greeting, then listening)',
          description: webhookNote,
          errorCodes: [ErrorCode.forbidden, ErrorCode.invalidInput],
          body: formBody,
          nonJsonAnswers: twimlAnswer,
        },
      },
      async function answerTwilioCall(request, reply) {
        return reply.type('text/xml').send(await answerIncomingCall(assistantDeps, request.body));
      },
    );

    scope.post(
      '/voice/twilio/speech',
      {
        config: webhook,
        schema: {
          tags: ['voice'],
          summary: 'Twilio: what the caller said in one turn (SpeechResult); the assistant’s answer',
          description: webhookNote,
          errorCodes: [ErrorCode.forbidden, ErrorCode.notFound],
          querystring: turnQuery,
          body: formBody,
          nonJsonAnswers: twimlAnswer,
        },
      },
      async function answerTwilioSpeech(request, reply) {
        const where = turnOf(request.query, request.url);
        return reply.type('text/xml').send(await answerSpeech(assistantDeps, where, request.body));
      },
    );

    scope.post(
      '/voice/twilio/forward-ended',
      {
        config: webhook,
        schema: {
          tags: ['voice'],
          summary:
            'Twilio: the forward to the studio ended (DialCallStatus); unanswered: the link is offered',
          description: webhookNote,
          errorCodes: [ErrorCode.forbidden, ErrorCode.notFound],
          querystring: turnQuery,
          body: formBody,
          nonJsonAnswers: twimlAnswer,
        },
      },
      async function answerTwilioForwardEnded(request, reply) {
        const where = turnOf(request.query, request.url);
        return reply.type('text/xml').send(await answerForwardEnded(assistantDeps, where, request.body));
      },
    );

    scope.post(
      '/voice/twilio/call-status',
      {
        config: webhook,
        schema: {
          tags: ['voice'],
          summary: 'Twilio: a call ended (CallStatus); a caller who hung up mid-conversation is logged so',
          description: webhookNote,
          errorCodes: [ErrorCode.forbidden],
          body: formBody,
          nonJsonAnswers: { 204: 'Recorded' },
        },
      },
      async function recordTwilioCallStatus(request, reply) {
        await recordCallStatus(assistantDeps, request.body);
        return reply.code(204).send();
      },
    );

    scope.post(
      '/voice/twilio/messages',
      {
        config: webhook,
        schema: {
          tags: ['voice'],
          summary: 'Twilio: a WhatsApp or SMS message to a studio’s assistant number',
          description: `An answer to a messaged reminder (yes/ja/có/نعم, cancel/absagen/hủy/إلغاء) confirms or cancels the booking it reminded of and is answered with the outcome; otherwise STOP (stopp, dừng, توقف, …) opts the number out for good; anything else is answered with the booking link and the next free times (at most MESSAGES_PER_NUMBER_PER_DAY messages per number and day). ${webhookNote}`,
          errorCodes: [ErrorCode.forbidden, ErrorCode.invalidInput],
          body: formBody,
          nonJsonAnswers: twimlAnswer,
        },
      },
      async function answerTwilioMessage(request, reply) {
        return reply.type('text/xml').send(await answerIncomingMessage(assistantDeps, request.body));
      },
    );
  });
};
