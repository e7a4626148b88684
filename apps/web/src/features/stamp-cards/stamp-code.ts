import { stampCodeAlphabet, stampCodeLength } from '@studio/domain/stamp-card-contract';

const codePattern = new RegExp(`^[${stampCodeAlphabet}]{${stampCodeLength}}$`);

/** The short code in a typed or scanned text (any case, spaces or dashes between), or null. */
export function stampCodeOf(text: string): string | null {
  const code = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return codePattern.test(code) ? code : null;
}
