// A minimal iCalendar (RFC 5545) writer for one appointment: the .ics attached to booking mails
// and offered by "add to calendar". Times are written in UTC, lines end in CRLF and are folded
// at 75 octets.

export interface IcsEvent {
  /** Globally unique and stable for the appointment, so updates replace the earlier copy. */
  uid: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** When this copy was written (epoch milliseconds). */
  stamp: number;
  summary: string;
  location?: string | undefined;
  description?: string | undefined;
  url?: string | undefined;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' | undefined;
  /** Raised on every change of the appointment (moves, cancellation). */
  sequence?: number | undefined;
}

/** 20261207T080000Z */
export function icsUtcTime(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of a string, in octets. */
export function utf8Length(value: string): number {
  let length = 0;
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    length += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return length;
}

/** Splits a content line into lines of at most 75 octets; continuations start with a space. */
export function foldIcsLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = utf8Length(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent, productId = '-//Studio Platform//Booking//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtcTime(event.stamp)}`,
    `DTSTART:${icsUtcTime(event.start)}`,
    `DTEND:${icsUtcTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
