import { shortCodeSchema } from '@studio/domain/short-code';

/** The short code in a typed or scanned text (any case, spaces or dashes between), or null. */
export function stampCodeOf(text: string): string | null {
  const code = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return shortCodeSchema.safeParse(code).success ? code : null;
}
