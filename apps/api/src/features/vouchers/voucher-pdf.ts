// The printable voucher: studio, value, code, validity and a QR code that opens the claim page.
import type { Locale } from '@studio/domain/locale';
import { formatCents } from '@studio/domain/voucher-rules';
import PDFDocument from 'pdfkit';
import { drawQrCode } from '../../pdf/draw-qr-code.ts';
import { pdfFonts } from '../../pdf/pdf-fonts.ts';
import { hasArabicLetters, withoutBidiControls, writeRightToLeft } from '../../pdf/right-to-left-text.ts';

export interface VoucherPdfTexts {
  title: string;
  value: string;
  code: string;
  validUntil: string;
  forName: string;
  scan: string;
}

export const voucherPdfTexts: Record<Locale, VoucherPdfTexts> = {
  de: {
    title: 'Gutschein',
    value: 'Wert',
    code: 'Gutscheincode',
    validUntil: 'Gültig bis',
    forName: 'Für',
    scan: 'Scanne den Code, um den Gutschein in dein Konto zu übernehmen, oder zeige ihn im Studio vor.',
  },
  en: {
    title: 'Gift voucher',
    value: 'Value',
    code: 'Voucher code',
    validUntil: 'Valid until',
    forName: 'For',
    scan: 'Scan the code to add the voucher to your account, or show it at the studio.',
  },
  vi: {
    title: 'Phiếu quà tặng',
    value: 'Giá trị',
    code: 'Mã phiếu',
    validUntil: 'Có hiệu lực đến',
    forName: 'Dành cho',
    scan: 'Quét mã để thêm phiếu vào tài khoản của bạn, hoặc xuất trình tại tiệm.',
  },
  ar: {
    title: 'قسيمة هدية',
    value: 'القيمة',
    code: 'رمز القسيمة',
    validUntil: 'صالحة حتى',
    forName: 'إلى',
    scan: 'امسح الرمز لإضافة القسيمة إلى حسابك، أو أظهره في الاستوديو.',
  },
};

export interface VoucherSheet {
  shopName: string;
  voucherName: string;
  totalCents: number;
  currency: string;
  code: string;
  expiresAt: Date;
  timeZone: string;
  recipientName: string | null;
  message: string | null;
  claimUrl: string;
}

export async function renderVoucherPdf(sheet: VoucherSheet, locale: Locale): Promise<Buffer> {
  const t = voucherPdfTexts[locale];
  const rtl = locale === 'ar';
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 40,
    info: { Title: `${t.title} ${sheet.code}` },
  });
  doc.registerFont('text', pdfFonts.regular);
  doc.registerFont('bold', pdfFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Western digits on every sheet: a line of digits then needs no bidi reordering (see pdf-fonts.ts).
  const numbers = `${locale}-u-nu-latn`;
  const expiry = new Intl.DateTimeFormat(numbers, { dateStyle: 'long', timeZone: sheet.timeZone }).format(
    new Date(sheet.expiresAt.getTime() - 1),
  );
  // The text column sits beside the QR code: left of it in left-to-right languages, right of it in Arabic.
  const column = rtl ? { x: 230, width: 325 } : { x: 40, width: 330 };
  const qr = rtl ? { x: 40, caption: 30 } : { x: 400, caption: 390 };
  const write = (text: string, box: { x: number; width: number; align: 'left' | 'right' | 'center' }) => {
    if (hasArabicLetters(text)) writeRightToLeft(doc, text, box);
    else doc.text(withoutBidiControls(text), box.x, undefined, { width: box.width, align: box.align });
  };
  const line = (text: string, font: 'text' | 'bold', size: number, color: string, gap = 0) => {
    if (gap) doc.moveDown(gap);
    doc.font(font).fontSize(size).fillColor(color);
    write(text, { ...column, align: rtl ? 'right' : 'left' });
  };
  doc.y = 40;
  line(sheet.shopName.toUpperCase(), 'text', 12, '#8a5a6b');
  line(t.title, 'bold', 26, '#222', 0.2);
  line(sheet.voucherName, 'text', 14, '#555');
  line(t.value, 'text', 11, '#777', 0.6);
  line(formatCents(sheet.totalCents, sheet.currency, numbers), 'bold', 26, '#222');
  line(t.code, 'text', 11, '#777', 0.4);
  doc.font('Courier-Bold').fontSize(20).fillColor('#222');
  doc.text(sheet.code, column.x, undefined, { width: column.width, align: rtl ? 'right' : 'left' });
  line(t.validUntil, 'text', 11, '#777', 0.4);
  line(expiry, 'text', 11, '#333');
  if (sheet.recipientName) {
    line(t.forName, 'text', 11, '#777', 0.4);
    line(sheet.recipientName, 'text', 11, '#333');
  }
  if (sheet.message) {
    // Arabic quotation marks would need mirroring, which the right-to-left writer does not do.
    line(hasArabicLetters(sheet.message) ? sheet.message : `“${sheet.message}”`, 'text', 12, '#333', 0.5);
  }
  drawQrCode(doc, sheet.claimUrl, qr.x, 60, 150);
  doc.font('text').fontSize(9).fillColor('#777');
  doc.y = 220;
  write(t.scan, { x: qr.caption, width: 170, align: 'center' });
  doc.end();
  return done;
}
