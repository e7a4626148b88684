// API field names of a shop ↔ its columns, for writing changes.
import type {
  ShopBookingSettingsChange,
  ShopLegalChange,
  ShopProfileChange,
} from '@studio/domain/shop-contract';
import type { ShopUpdate } from '../../db/schema.ts';

type ShopChange = ShopProfileChange & ShopBookingSettingsChange & ShopLegalChange;
type Field = keyof ShopChange;

const columns = {
  name: 'name',
  address: 'address',
  phone: 'phone',
  email: 'email',
  category: 'category',
  description: 'description',
  googlePlacesId: 'google_places_id',
  latitude: 'latitude',
  longitude: 'longitude',
  externalLinks: 'external_links',
  logoUrl: 'logo_url',
  backgroundUrl: 'background_url',
  currencyCode: 'currency_code',
  timezone: 'timezone',
  slotStepMinutes: 'slot_step_minutes',
  minLeadMinutes: 'min_lead_minutes',
  horizonDays: 'horizon_days',
  autoConfirm: 'auto_confirm',
  legal: 'legal',
} as const satisfies Record<Field, keyof ShopUpdate>;

/** The column changes of the given fields; fields left undefined stay as they are. */
export function shopColumnsOf(change: ShopChange): ShopUpdate {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined || !(field in columns)) continue;
    const column = columns[field as Field];
    const json = field === 'externalLinks' || (field === 'legal' && value !== null);
    set[column] = json ? JSON.stringify(value) : value;
  }
  return set as ShopUpdate;
}
