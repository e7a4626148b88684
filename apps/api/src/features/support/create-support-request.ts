// POST shops/{shopId}/support-requests: a shop admin asks support; a Plus studio's request is
// marked priority ("priority support") and leads the inbox.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { insertSupportRequest } from './support.repo.ts';

export async function createSupportRequest(
  db: Kysely<Database>,
  shopId: string,
  request: { authorId: string; subject: string; message: string; now: number },
): Promise<{ id: string }> {
  const id = randomUUID();
  await insertSupportRequest(db, shopId, {
    id,
    authorId: request.authorId,
    subject: request.subject,
    message: request.message,
    priority: (await paidPlan(db, shopId)) === 'plus',
    createdAt: new Date(request.now),
  });
  return { id };
}
