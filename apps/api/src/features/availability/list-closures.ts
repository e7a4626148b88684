import type { ClosureTime } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listClosureRows } from './closures.repo.ts';
import { presentClosure } from './present-closure.ts';

export async function listClosures(db: Kysely<Database>, shopId: string): Promise<ClosureTime[]> {
  return (await listClosureRows(db, shopId)).map(presentClosure);
}
