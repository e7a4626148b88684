// A studio's readable address: /s/{slug} beside /partner/{shopId}. The slug comes from the studio's
// name when it is created; the owner may change it, and an old slug keeps leading to the studio.
import { z } from 'zod';

export const studioSlugMaxLength = 60;

/** Lower-case letters and digits in groups joined by single dashes: `nagelstudio-lumiere`. */
export const studioSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const studioSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(studioSlugMaxLength)
  .regex(studioSlugPattern);

/** PUT shops/{shopId}/slug */
export const studioSlugChangeSchema = z.object({ slug: studioSlugSchema });
export type StudioSlugChange = z.input<typeof studioSlugChangeSchema>;

export const studioSlugAnswerSchema = z.object({ slug: z.string() }).meta({ id: 'StudioSlug' });

/** GET studio-addresses/{slug}: the studio an address (current or former) leads to. */
export const studioAddressSchema = z
  .object({ shopId: z.string(), slug: z.string() })
  .meta({ id: 'StudioAddress' });
export type StudioAddress = z.infer<typeof studioAddressSchema>;

/** Letters that do not come apart into a base letter and a mark. */
const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', þ: 'th' };

/**
 * The slug a name suggests: German umlauts spelled out (ä → ae), other accents dropped, every run
 * of other characters one dash. A name with no Latin letters or digits (Arabic) gives `studio`.
 */
export function slugOfName(name: string): string {
  const latin = name
    .toLowerCase()
    .replace(/[äöü]/g, (umlaut) => `${umlaut.normalize('NFD')[0]}e`)
    .replace(/[ßæøœđłþ]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const slug = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, studioSlugMaxLength)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? slug : slug ? `studio-${slug}` : 'studio';
}

/** The readable address of a studio's page. */
export function studioAddressPath(slug: string): string {
  return `/s/${slug}`;
}
