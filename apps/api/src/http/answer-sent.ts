import type { FastifyReply } from 'fastify';

/**
 * Settles once the reply has been handed to the client (or the client went away): work that must
 * not lengthen the answer, such as account mails whose presence would reveal an account, waits
 * for it.
 */
export function answerSent(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });
}
