// The public free times of a selection, from the answers kept for GET slots (free-slots-cache.ts):
// another feature showing a studio's free times (the consumer search shows twenty studios' at once)
// reads the same kept answer as the booking page, under the same rules (the availability version
// read with the shop row, the clock), and builds it once for both when missing.
import type { SlotsResponse } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { answerLifetime, type FreeSlotsCache, freeSlotsKey } from './free-slots-cache.ts';
import { type FreeSlotsRequest, listFreeSlots } from './list-free-slots.ts';

export async function listKeptFreeSlots(
  db: Kysely<Database>,
  freeSlots: FreeSlotsCache,
  /** The shop row and its availability version, read in one snapshot before this call. */
  kept: { shop: ShopRow; availabilityVersion: string },
  request: FreeSlotsRequest,
  now: number,
): Promise<Readonly<SlotsResponse>> {
  const { shop, availabilityVersion } = kept;
  const answer = await freeSlots.answer(
    freeSlotsKey(shop.id, false, request),
    availabilityVersion,
    now,
    async () => {
      const built = await listFreeSlots(db, shop, request, { now, managed: false });
      return { json: JSON.stringify(built), ...answerLifetime(shop, request, now, built) };
    },
  );
  return freeSlots.read(answer);
}
