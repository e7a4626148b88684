import { type ShopCategory, shopCategories } from '@studio/domain/shop';
import { type ShopDetail, shopFieldSchemas } from '@studio/domain/shop-contract';
import { z } from 'zod';

const f = shopFieldSchemas;

/** A coordinate typed into a text field: empty means "not given"; a decimal comma is accepted. */
const coordinate = (schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))))
    .pipe(schema.nullable());

/** The profile form: the domain's field rules over the strings a form holds. */
export const shopProfileFormSchema = z.object({
  name: f.name,
  address: f.address,
  category: f.category,
  phone: f.phone,
  email: f.email,
  description: f.description,
  latitude: coordinate(f.latitude),
  longitude: coordinate(f.longitude),
  googlePlacesId: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(f.googlePlacesId.nullable()),
  externalLinks: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(f.externalLinks),
});

export interface ShopProfileFormValues {
  name: string;
  address: string;
  category: ShopCategory | '';
  phone: string;
  email: string;
  description: string;
  latitude: string;
  longitude: string;
  googlePlacesId: string;
  externalLinks: string;
}

export type ShopProfileFormOutput = z.output<typeof shopProfileFormSchema>;

/** The profile as the owner last proposed it: live values with the pending change on top. */
export function profileFormValues(shop: ShopDetail): ShopProfileFormValues {
  const profile = { ...shop, ...(shop.pendingChange?.proposed ?? {}) };
  const category = (shopCategories as readonly string[]).includes(profile.category ?? '')
    ? profile.category
    : '';
  return {
    name: profile.name ?? '',
    address: profile.address ?? '',
    category: (category ?? '') as ShopCategory | '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    description: profile.description ?? '',
    latitude: profile.latitude == null ? '' : String(profile.latitude),
    longitude: profile.longitude == null ? '' : String(profile.longitude),
    googlePlacesId: profile.googlePlacesId ?? '',
    externalLinks: (profile.externalLinks ?? []).join('\n'),
  };
}
