/**
 * Dates are shown as dd/MM/yyyy in every language, times as HH:mm,
 * in the viewer's time zone. Invalid input gives an empty string rather than "NaN/NaN".
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}
