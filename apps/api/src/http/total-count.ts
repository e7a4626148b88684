import type { FastifyReply } from 'fastify';

/**
 * Puts the number of a list's matches in `x-total-count`; `x-total-count-estimated: true` says it
 * is the database's estimate (large lists are not counted row by row).
 */
export function withTotalCount(
  reply: FastifyReply,
  count: { total: number; estimated: boolean },
): FastifyReply {
  reply.header('x-total-count', String(count.total));
  if (count.estimated) reply.header('x-total-count-estimated', 'true');
  return reply;
}
