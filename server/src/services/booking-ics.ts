import { COMPANY, LINE_BREAKS } from 'shared-data/contract';

/**
 * The calendar entry mailed with a booking (RFC 5545), written by hand: one event, a dozen
 * lines, so a library would add more than it saves. Times are UTC (DTSTART ...Z), so every
 * calendar shows them in its own zone correctly; lines end with CRLF and fold at 75 octets; text
 * is escaped. The UID stays the booking's for its whole life and SEQUENCE grows at each change,
 * so a calendar updates (or, with `cancelled`, removes) the entry it already has.
 */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  stamp: string;
  summary: string;
  description: string;
  cancelled?: boolean;
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const BREAKS = new RegExp(LINE_BREAKS.source, 'g');
// TEXT may hold no control character but tab (RFC 5545, 3.3.11).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

/**
 * TEXT values (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, every kind of line
 * break written as `\n`, other controls dropped. So a value stays inside its own property,
 * whatever it holds.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(BREAKS, '\\n')
    .replace(CONTROLS, '');
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarEvent(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(COMPANY.shortName)}//Online booking//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText([COMPANY.name, ...COMPANY.address].join(', '))}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
