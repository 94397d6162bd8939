import { COMPANY, LINE_BREAKS } from 'shared-data/contract';

/**
 * The calendar entry mailed with a booking (RFC 5545), written by hand: one event, a dozen
 * lines, so a library would add more than it saves. Times are UTC (DTSTART ...Z), so every
 * calendar shows them in its own zone correctly; lines end with CRLF and fold at 75 octets; text
 * is escaped. The UID stays the booking's for its whole life and SEQUENCE grows at each change,
 * so a calendar updates (or, with `cancelled`, removes) the entry it already has.
 *
 * It is an organizer's invitation (iTIP, RFC 5546): METHOD:REQUEST with the clinic as ORGANIZER
 * and the client as ATTENDEE, METHOD:CANCEL when cancelled. Not PUBLISH: a PUBLISH carries no
 * ATTENDEE, Outlook and Google Calendar take it as a one-off copy and apply no later change to
 * it, whereas a REQUEST to the attendee's own address is shown as an invitation by Outlook,
 * Gmail and Apple Mail, and a later REQUEST (higher SEQUENCE) or CANCEL with the same UID moves
 * or removes the entry already in the calendar. The client booked the time, so they are
 * PARTSTAT=ACCEPTED with RSVP=FALSE: no answer is asked of them.
 */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  stamp: string;
  summary: string;
  description: string;
  /** The clinic: its name and address (COMPANY). */
  organizer: { name: string; email: string };
  /**
   * The client: the name and address they booked with. Null when they gave no address (a
   * booking confirmed by text only): the file is then a plain copy for their own calendar
   * (METHOD:PUBLISH, no ATTENDEE), since an invitation names its attendee's address.
   */
  attendee: { name: string; email: string } | null;
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

/**
 * A parameter value (CN): always quoted, so ':', ';' and ',' stay inside it; a double quote,
 * a caret and any line break written as RFC 6868 says (^', ^^, ^n), other controls dropped. A
 * name cannot end the parameter, nor start a property of its own.
 */
export function paramValue(value: string): string {
  const inner = value
    .replace(/\^/g, '^^')
    .replace(BREAKS, '^n')
    .replace(/"/g, "^'")
    .replace(CONTROLS, '');
  return `"${inner}"`;
}

/** A CAL-ADDRESS: a mailto: URI, anything outside a URI's characters percent-encoded. */
const mailto = (email: string) => `mailto:${encodeURI(email)}`;

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

/** The iTIP method of the entry, for the METHOD line and the mail part's content type alike. */
export const calendarMethod = (
  event: Pick<CalendarEvent, 'cancelled' | 'attendee'>,
): 'CANCEL' | 'REQUEST' | 'PUBLISH' =>
  event.attendee === null ? 'PUBLISH' : event.cancelled ? 'CANCEL' : 'REQUEST';

export function calendarEvent(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(COMPANY.shortName)}//Online booking//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendarMethod(event)}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText([COMPANY.name, ...COMPANY.address].join(', '))}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee.email)}`,
        ]
      : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
