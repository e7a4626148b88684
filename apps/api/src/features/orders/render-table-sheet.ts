// The printable A4 sheet of table QR codes: six tables a page, each with its code, its number and
// the shop's name, cut lines between them.
import type { Locale } from '@studio/domain/locale';
import PDFDocument from 'pdfkit';
import { drawQrCode } from '../../pdf/draw-qr-code.ts';
import { pdfFonts } from '../../pdf/pdf-fonts.ts';
import { hasArabicLetters, writeRightToLeft } from '../../pdf/right-to-left-text.ts';

const labels: Record<Locale, { table: string; scan: string }> = {
  de: { table: 'Tisch', scan: 'Scannen und bestellen' },
  en: { table: 'Table', scan: 'Scan to order' },
  vi: { table: 'Bàn', scan: 'Quét để gọi món' },
  ar: { table: 'طاولة', scan: 'امسح الرمز واطلب' },
};

const a4 = { width: 595.28, height: 841.89 };
const columns = 2;
const rows = 3;

export interface TableSheetEntry {
  tableNumber: string;
  url: string;
}

export function renderTableSheet(
  shopName: string,
  tables: readonly TableSheetEntry[],
  locale: Locale,
): Promise<Buffer> {
  const text = labels[locale];
  const document = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `${shopName} – QR` } });
  document.registerFont('text', pdfFonts.regular);
  document.registerFont('bold', pdfFonts.bold);
  // Centred in a cell; Arabic through the right-to-left writer (see right-to-left-text.ts).
  const centred = (line: string, x: number, y: number, width: number) => {
    document.y = y;
    if (hasArabicLetters(line)) writeRightToLeft(document, line, { x, width, align: 'center' });
    else document.text(line, x, y, { width, align: 'center' });
  };
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const cellWidth = a4.width / columns;
  const cellHeight = a4.height / rows;
  tables.forEach((table, index) => {
    const slot = index % (columns * rows);
    if (index > 0 && slot === 0) document.addPage();
    const x = (slot % columns) * cellWidth;
    const y = Math.floor(slot / columns) * cellHeight;
    document.save().lineWidth(0.5).dash(4, { space: 4 }).strokeColor('#bbbbbb');
    document.rect(x, y, cellWidth, cellHeight).stroke();
    document.restore();

    const size = 150;
    const left = x + (cellWidth - size) / 2;
    const top = y + 30;
    drawQrCode(document, table.url, left, top, size);
    document.fillColor('#000000').font('bold').fontSize(22);
    centred(`${text.table} ${table.tableNumber}`, x, top + size + 14, cellWidth);
    document.font('text').fontSize(11).fillColor('#555555');
    centred(text.scan, x, top + size + 42, cellWidth);
    centred(shopName, x, top + size + 58, cellWidth);
  });
  document.end();
  return done;
}
