import type { AnalyticsSummary } from '@studio/domain/analytics-contract';

// Quotes a cell when it holds a separator, quote or line break; a leading = + - @ would run as a
// formula in spreadsheets, so such text cells get a leading apostrophe.
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const row = (cells: (string | number)[]) => cells.map(cell).join(',');

/** The summary as CSV: the days of the range, then a blank line and the shops. Headers stay English. */
export function analyticsCsv(summary: AnalyticsSummary): string {
  const lines = [
    row(['date', 'pageViews', 'visitors', 'bookings', 'orders']),
    ...summary.days.map((day) => row([day.date, day.pageViews, day.visitors, day.bookings, day.orders])),
    row(['total', summary.pageViews, summary.visitors, summary.bookings, summary.orders]),
    '',
    row([
      'shopId',
      'shop',
      'pageViews',
      'visitors',
      'bookings',
      'orders',
      'stampsGiven',
      'vouchersSoldCents',
    ]),
    ...summary.shops.map((shop) =>
      row([
        shop.shopId,
        shop.name,
        shop.pageViews,
        shop.visitors,
        shop.bookings,
        shop.orders,
        shop.stampsGiven,
        shop.vouchersSoldCents,
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts in shop names).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
