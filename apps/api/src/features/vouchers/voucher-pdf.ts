// The printable voucher: studio, value, code, validity and a QR code that opens the claim page.
import type { Locale } from '@studio/domain/locale';
import { formatCents } from '@studio/domain/voucher-rules';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

interface PdfTexts {
  title: string;
  value: string;
  code: string;
  validUntil: string;
  forName: string;
  scan: string;
}

// The built-in PDF fonts cover Latin-1 only: Vietnamese and Arabic readers get the English sheet.
const texts: Record<'de' | 'en', PdfTexts> = {
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
  const language = locale === 'de' ? 'de' : 'en';
  const t = texts[language];
  const qr = await QRCode.toBuffer(sheet.claimUrl, { type: 'png', margin: 1, width: 360 });
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 40,
    info: { Title: `${t.title} ${sheet.code}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const expiry = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: sheet.timeZone }).format(
    new Date(sheet.expiresAt.getTime() - 1),
  );
  doc.fontSize(12).fillColor('#8a5a6b').text(sheet.shopName.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3).fontSize(28).fillColor('#222').text(t.title);
  doc.fontSize(14).fillColor('#555').text(sheet.voucherName);
  doc.moveDown(0.8).fontSize(11).fillColor('#777').text(t.value);
  doc
    .fontSize(30)
    .fillColor('#222')
    .text(formatCents(sheet.totalCents, sheet.currency, language));
  doc.moveDown(0.5).fontSize(11).fillColor('#777').text(t.code);
  doc.font('Courier-Bold').fontSize(20).fillColor('#222').text(sheet.code);
  doc.font('Helvetica').moveDown(0.5).fontSize(11).fillColor('#777').text(`${t.validUntil}: ${expiry}`);
  if (sheet.recipientName) doc.text(`${t.forName}: ${sheet.recipientName}`);
  if (sheet.message)
    doc.moveDown(0.5).fontSize(12).fillColor('#333').text(`“${sheet.message}”`, { width: 320 });
  doc.image(qr, 400, 60, { width: 150 });
  doc.fontSize(9).fillColor('#777').text(t.scan, 390, 220, { width: 170, align: 'center' });
  doc.end();
  return done;
}
