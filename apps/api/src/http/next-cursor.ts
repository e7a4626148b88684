import type { FastifyReply } from 'fastify';

/** Puts the cursor of a list's next page in `x-next-cursor`; without a next page there is none. */
export function withNextCursor(reply: FastifyReply, nextCursor: string | undefined): FastifyReply {
  if (nextCursor) reply.header('x-next-cursor', nextCursor);
  return reply;
}
