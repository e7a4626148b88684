import type { Shop } from '@studio/domain/shop-contract';
import type { ShopRow } from '../../db/schema.ts';

export function presentShop(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    category: row.category,
    description: row.description,
    googlePlacesId: row.google_places_id,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: row.logo_url,
    backgroundUrl: row.background_url,
    externalLinks: row.external_links,
    timezone: row.timezone,
    currencyCode: row.currency_code,
    status: row.status,
    slotStepMinutes: row.slot_step_minutes,
    minLeadMinutes: row.min_lead_minutes,
    horizonDays: row.horizon_days,
    autoConfirm: row.auto_confirm,
    legal: row.legal,
    slug: row.slug,
  };
}
