import { locales } from '@studio/domain/locale';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from '../../pdf/pdf-fonts.ts';
import { renderVoucherPdf, voucherPdfTexts } from './voucher-pdf.ts';

const sheet = {
  shopName: 'Nagelstudio Lumière',
  voucherName: 'Gutschein 50 €',
  totalCents: 5000,
  currency: 'EUR',
  code: 'ABCD2345',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  timeZone: 'Europe/Berlin',
  recipientName: 'Lan Nguyễn',
  message: 'عيد ميلاد سعيد',
  claimUrl: 'https://studio.example/partner/shop/app/voucher/claim?code=ABCD2345',
};

describe('the voucher PDF', () => {
  it('should have a glyph in the embedded fonts for every character of every language', () => {
    for (const path of Object.values(pdfFonts)) {
      const font = fontkit.openSync(path);
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection`);
      for (const locale of locales) {
        const text = Object.values(voucherPdfTexts[locale]).join('') + sheet.recipientName + sheet.message;
        const missing = [...text].filter(
          (character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
        );
        expect({ locale, missing }).toEqual({ locale, missing: [] });
      }
    }
  });

  it('should embed the font that covers Vietnamese and Arabic in the sheet of each language', async () => {
    for (const locale of locales) {
      const pdf = (await renderVoucherPdf(sheet, locale)).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+ReadexPro/);
    }
  });
});
