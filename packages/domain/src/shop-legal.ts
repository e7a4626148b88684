// A studio's legal details: what German law (the imprint duty of the Digital Services Act, DDG §5)
// asks a business to show, entered in the profile and shown on the studio's imprint and privacy pages.
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
/** At least five digits; spaces, brackets, dots, slashes and dashes between them; an optional leading +. */
const phonePattern = /^\+?(?:[\s()./-]*\d){5,}[\s()./-]*$/;
/** A VAT identification number: two letters of the country, then 2 to 13 letters or digits (DE123456789). */
const vatIdPattern = /^[A-Z]{2}[A-Z0-9]{2,13}$/;

export const shopLegalSchema = z
  .object({
    /** The business's legal name (e.g. "Lumière Nails GmbH", or the owner's full name). */
    name: text(200),
    /** Who represents the business (the owner or the managing directors). */
    representative: text(200),
    /** The address where the business can be served (not a post box). */
    address: text(500),
    email: z.email().max(254),
    phone: text(40).regex(phonePattern),
    /** The commercial register and number, e.g. "Amtsgericht Berlin-Charlottenburg, HRB 12345". */
    register: text(300).nullish(),
    /** Without spaces, in capitals (the form writes it so): answers carry the same schema. */
    vatId: z.string().regex(vatIdPattern).nullish(),
  })
  .meta({ id: 'ShopLegal' });
export type ShopLegal = z.infer<typeof shopLegalSchema>;

/**
 * Whether the studio lacks the imprint the law asks of it before it may take customers: the go-live
 * check names `imprint` as missing when this is true.
 */
export function isImprintMissing(legal: ShopLegal | null | undefined): boolean {
  return !shopLegalSchema.safeParse(legal ?? undefined).success;
}
