// The shop admin's dashboard numbers from the real state.
import type { Dashboard } from '@studio/domain/booking-contract';
import { missingForReview } from '@studio/domain/shop-contract';
import { isImprintMissing } from '@studio/domain/shop-legal';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { findPhoneAssistant } from '../voice/voice.public.ts';
import {
  countDashboardBookings,
  countStampsSince,
  countVouchersSince,
  hasActiveDeal,
  hasActiveTreatment,
  shopHasRows,
} from './dashboard.repo.ts';

const dayMs = 24 * 60 * 60 * 1000;

export async function showDashboard(db: Kysely<Database>, shop: ShopRow, now: number): Promise<Dashboard> {
  const since = new Date(now - 30 * dayMs);
  const [
    counts,
    activeTreatment,
    hours,
    closures,
    rules,
    team,
    stamps,
    stampCard,
    deal,
    vouchers,
    offers,
    plan,
    assistant,
  ] = await Promise.all([
    countDashboardBookings(db, shop.id, { since, now: new Date(now) }),
    hasActiveTreatment(db, shop.id),
    shopHasRows(db, 'opening_hours', shop.id),
    shopHasRows(db, 'closures', shop.id),
    shopHasRows(db, 'booking_rules', shop.id),
    shopHasRows(db, 'team_members', shop.id),
    countStampsSince(db, shop.id, since),
    shopHasRows(db, 'stamp_cards', shop.id),
    hasActiveDeal(db, shop.id),
    countVouchersSince(db, shop.id, since),
    shopHasRows(db, 'voucher_offers', shop.id),
    paidPlan(db, shop.id),
    findPhoneAssistant(db, shop.id),
  ]);
  const profile = missingForReview({
    name: shop.name,
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    category: shop.category,
    logoUrl: shop.logo_url,
    backgroundUrl: shop.background_url,
  });
  return {
    bookingsLast30Days: Number(counts.recent),
    stampsLast30Days: stamps,
    vouchersLast30Days: vouchers,
    upcomingBookings: Number(counts.upcoming),
    checklist: {
      profile: profile.length === 0,
      imprint: !isImprintMissing(shop.legal),
      treatments: activeTreatment,
      bookingHours: hours,
      closures,
      slots: rules,
      team,
      deals: deal,
      stampCards: stampCard,
      vouchers: offers,
      // A studio that left Plus keeps its assistant's row until the upkeep job releases the number.
      phoneAssistant: plan === 'plus' && assistant !== undefined,
    },
  };
}
