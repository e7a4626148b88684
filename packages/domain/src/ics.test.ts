import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtcTime, utf8Length } from './ics.ts';

const event = {
  uid: 'b1@studio.example',
  start: Date.UTC(2026, 11, 7, 8, 0),
  end: Date.UTC(2026, 11, 7, 9, 15),
  stamp: Date.UTC(2026, 11, 1, 10, 30, 5),
  summary: 'Maniküre, Shellac – Nagelstudio Lumière',
  location: 'Kastanienallee 12, 10435 Berlin',
};

describe('ics', () => {
  it('should write one VEVENT with UTC times and CRLF line ends', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nUID:b1@studio.example\r\n');
    expect(ics).toContain('\r\nDTSTART:20261207T080000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261207T091500Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261201T103005Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Maniküre\\, Shellac – Nagelstudio Lumière\r\n');
    expect(ics).toContain('\r\nLOCATION:Kastanienallee 12\\, 10435 Berlin\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\nSEQUENCE:0\r\n');
    expect(ics.replaceAll('\r\n', '').includes('\n')).toBe(false);
  });

  it('should escape text values', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('should fold long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ü'.repeat(100)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('should count UTF-8 octets', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('ü')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('💅')).toBe(4);
  });

  it('should format instants as UTC basic time', () => {
    expect(icsUtcTime(Date.UTC(2027, 2, 28, 1, 5, 9))).toBe('20270328T010509Z');
  });
});
