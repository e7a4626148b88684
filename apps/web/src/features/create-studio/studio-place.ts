import { shopFieldSchemas } from '@studio/domain/shop-contract';
import { z } from 'zod';

/** What the search step found or the owner typed: the studio's name, address and, if known, coordinates. */
export interface StudioPlace {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** The place search's id of the place when one was picked (Google's when Google answered). */
  placeId: string | null;
}

/** A coordinate typed into a text field: empty means "not given"; a decimal comma is accepted. */
export const coordinateInput = (schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))))
    .pipe(schema.nullable());

/** The search step: name and address are needed; coordinates are optional but come as a pair. */
export const shopPlaceFormSchema = z
  .object({
    name: shopFieldSchemas.name,
    address: shopFieldSchemas.address,
    latitude: coordinateInput(shopFieldSchemas.latitude),
    longitude: coordinateInput(shopFieldSchemas.longitude),
    placeId: z.string().max(300).nullable().default(null),
  })
  .superRefine((place, context) => {
    if ((place.latitude === null) !== (place.longitude === null)) {
      const missing = place.latitude === null ? 'latitude' : 'longitude';
      // Reported as "required" on the missing half (an empty input).
      context.addIssue({ code: 'custom', path: [missing], input: '' });
    }
  });

export type StudioPlaceFormInput = z.input<typeof shopPlaceFormSchema>;
