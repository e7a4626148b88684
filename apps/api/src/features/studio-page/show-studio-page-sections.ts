import { todayIn } from '@studio/domain/calendar-day';
import type { StudioPageSections } from '@studio/domain/studio-page-sections';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { listLiveDeals } from '../deals/deals.public.ts';
import { listValidGifts } from '../gifts/gifts.public.ts';
import { listAcceptedPartnerCards } from '../partner-cards/partner-cards.public.ts';
import { findModuleFlags } from '../shops/shops.public.ts';
import { findStampCard } from '../stamp-cards/stamp-cards.public.ts';
import { listVoucherOffers } from '../vouchers/vouchers.public.ts';
import { hasAvailableMenuArticle } from './studio-page.repo.ts';

const when = async (on: boolean, has: () => Promise<boolean>) => on && (await has());

/**
 * Which sections of the studio page and app have something for customers: a module switched on
 * and, in it, what its own customer listing would show today (a live deal, the stamp card, a valid
 * gift, an accepted bonus card, an active voucher offer, an orderable article).
 */
export async function showStudioPageSections(
  db: Kysely<Database>,
  shop: ShopRow,
  now: number,
): Promise<StudioPageSections> {
  const flags = await findModuleFlags(db, shop.id);
  if (!flags) {
    return {
      deals: false,
      stampCard: false,
      gifts: false,
      bonusCard: false,
      vouchers: false,
      menu: false,
      orders: false,
      reservations: false,
    };
  }
  const [deals, stampCard, gifts, bonusCard, vouchers, menu] = await Promise.all([
    when(flags.dealsEnabled, async () => (await listLiveDeals(db, shop, now)).length > 0),
    when(flags.stampsEnabled, async () => (await findStampCard(db, shop.id)) !== undefined),
    when(
      flags.giftsEnabled,
      async () => (await listValidGifts(db, shop.id, todayIn(shop.timezone, now))).length > 0,
    ),
    when(flags.partnerCardsEnabled, async () => (await listAcceptedPartnerCards(db, shop.id)).length > 0),
    when(
      flags.vouchersEnabled,
      async () => (await listVoucherOffers(db, shop, { managed: false })).length > 0,
    ),
    when(flags.menuEnabled, () => hasAvailableMenuArticle(db, shop.id)),
  ]);
  return {
    deals,
    stampCard,
    gifts,
    bonusCard,
    vouchers,
    menu,
    orders: menu && flags.ordersEnabled,
    reservations: flags.reservationsEnabled,
  };
}
