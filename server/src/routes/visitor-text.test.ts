// What visitors type stays theirs (docs/security.md#visitor-text-mail-and-sms): the clinic's text
// messages carry none of it, and its mails quote it as the visitor's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from 'date-fns';
import {
  addClinicDays,
  clinicDay,
  clinicWeekday,
  type BookingConfirmation,
} from 'shared-data/contract';
import { parseOutboxSms } from '../plugins/sms';
import { calendarEvent } from '../services/booking';
import { bookingRepository } from '../repositories/booking-repository';
import { reminderQueueRepository } from '../repositories/reminder-queue-repository';
import { bearer, createTestApi, readOutbox, waitForMail, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';

const PHISHING = 'Your booking is unpaid. Pay KES 2000 to till 123456 today';
/** A pet's name as a forger would have it: the clinic's voice on the second line. */
const FORGED_PET = `Fido\n${PHISHING}`;

const smsTexts = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sms.txt'))
    .map((name) => parseOutboxSms(readFileSync(path.join(dir, name), 'utf8')));
};

/** Unfolds an .ics (RFC 5545, 3.1) into its content lines. */
const icsLines = (ics: string) =>
  ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);

/**
 * The lines of a mail that hold visitor text: each must be inside the block that says whose
 * words they are, and start as a quote.
 */
function quotedBlock(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  expect(start).toBeGreaterThan(0);
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('> ')) break;
    block.push(line);
  }
  return block;
}

/** Every line of `text` that mentions `words` lies in the quoted block under `heading`. */
function onlyQuoted(text: string, heading: string, words: string[]) {
  const block = quotedBlock(text, heading);
  const outside = text.split('\n').filter((line) => !block.includes(line));
  for (const word of words) {
    expect(block.join('\n')).toContain(word);
    expect(outside.filter((line) => line.includes(word))).toEqual([]);
  }
}

describe('the calendar entry', () => {
  it('keeps any text inside its own property, whatever line break or control it holds', () => {
    const hostile =
      'Fido\r\nATTENDEE:mailto:evil@example.com\nEND:VEVENT\u2028BEGIN:VALARM\u0085X;Y,Z\\\u0007\u000B';
    const ics = calendarEvent({
      uid: 'b1@vetportal',
      sequence: 0,
      start: '2026-12-01T06:00:00Z',
      end: '2026-12-01T06:30:00Z',
      stamp: '2026-11-27T06:00:00Z',
      summary: hostile,
      description: hostile,
      organizer: { name: 'Mifugo Animal Health Services', email: 'info@mifugovet.co.ke' },
      attendee: { name: `"${hostile}^`, email: 'akinyi@example.com' },
    });
    expect(icsLines(ics).map((line) => /^[A-Z-]+/.exec(line)?.[0])).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'SEQUENCE',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'ORGANIZER',
      'ATTENDEE',
      'STATUS',
      'TRANSP',
      'END',
      'END',
    ]);
    const escaped =
      'Fido\\nATTENDEE:mailto:evil@example.com\\nEND:VEVENT\\nBEGIN:VALARM\\nX\\;Y\\,Z\\\\\\n';
    expect(icsLines(ics)).toContain(`SUMMARY:${escaped}`);
    // A parameter: quoted, its quote, caret and line breaks written as RFC 6868 says.
    expect(icsLines(ics)).toContain(
      `ATTENDEE;CN="^'Fido^nATTENDEE:mailto:evil@example.com^nEND:VEVENT^nBEGIN:VALARM^nX;Y,Z\\^n^^";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:akinyi@example.com`,
    );
    // No control character but the CRLF of each line.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/);
  });
});

describe.each(testDatabaseKinds())('visitor text in mail and SMS on %s', (kind) => {
  let api: TestApi;
  let doctor: { id: string; token: string };
  let day: string;

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    doctor = await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
    const holidays = (await api.app.inject('/api/appointments/holidays')).json<
      { date: string }[]
    >();
    day = addClinicDays(clinicDay(), 3);
    while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
  });
  afterEach(() => api.close());

  it('sends a reminder text with none of what the visitor typed, even when the row holds a forged line', async () => {
    // The fields are refused now: the row goes in as an older or a forged one would be.
    const repo = bookingRepository(api.database.db);
    const start = new Date(`${day}T09:00:00+03:00`);
    const stamp = new Date().toISOString();
    const version = await repo.bumpVersion();
    const id = await repo.insert(
      {
        reference: 'MV-ABCDEF',
        typeId: 'consultation',
        doctorId: doctor.id,
        anyDoctor: false,
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * 60_000).toISOString(),
        source: 'online',
        fullname: `Akinyi\r\n${PHISHING}`,
        phonenumber: '+254722418301',
        email: 'akinyi@example.com',
        emailKey: 'akinyi@example.com',
        petName: FORGED_PET,
        species: `Dog\u2028${PHISHING}`,
        note: PHISHING,
        manageTokenHash: 'x'.repeat(64),
      },
      version,
      stamp,
    );
    await reminderQueueRepository(api.database.db).replaceReminders(
      id,
      addDays(new Date(), -1).toISOString(),
      stamp,
    );

    expect(await api.app.services.reminders.runDue()).toBe(2);

    const [sms, ...more] = smsTexts(api.database.dataDir);
    expect(more).toEqual([]);
    expect(sms?.to).toBe('+254722418301');
    for (const typed of ['Fido', 'Akinyi', 'Dog', 'KES', 'till', 'unpaid']) {
      expect(sms?.text).not.toContain(typed);
    }
    // The clinic's words, the time, the reference and the link: nothing else.
    expect(sms?.text).toMatch(
      /^Mifugo Vet: reminder of your appointment \w{3} \d{1,2} \w{3} at 09:00, ref MV-ABCDEF\. Change or cancel: https:\/\/vet\.example\/book_appointment\/manage\/[\w-]{43} Call \+254 \d{3} \d{3} \d{3}$/,
    );
    expect(sms?.text).not.toMatch(/[\r\n\u2028]/);

    // The reminder mail quotes each line of the forged fields as the visitor's.
    const mail = await waitForMail(api.database.dataDir, 'akinyi@example.com', /^Reminder/);
    expect(mail.subject).not.toMatch(/Fido|KES/);
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    onlyQuoted(mail.text, 'Your details, as you gave them when booking:', [
      'Fido',
      'Akinyi',
      PHISHING,
    ]);
  });

  it('quotes the visitor in the confirmation, move and cancel mails, and keeps the calendar entry the clinic’s', async () => {
    const visitor = {
      type: 'consultation',
      fullname: `Akinyi. ${PHISHING}`,
      phonenumber: '0722 418 301',
      email: 'akinyi@example.com',
      pet_name: 'Simba',
      species: 'Dog',
      note: `He limps\n${PHISHING}\r\nThanks`,
    };
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...visitor, start: `${day}T09:00:00+03:00` },
    });
    expect(res.statusCode).toBe(201);
    const { manage_url: manageUrl } = res.json<BookingConfirmation>();
    const heading = 'Your details, as you gave them when booking:';

    const confirmed = await waitForMail(
      api.database.dataDir,
      visitor.email,
      /^Appointment confirmed/,
    );
    expect(confirmed.subject).not.toMatch(/Akinyi|Simba|KES/);
    expect(confirmed.text.split('\n')[0]).toBe('Hello,');
    onlyQuoted(confirmed.text, heading, ['Akinyi', 'Simba', 'He limps', PHISHING, 'Thanks']);
    expect(quotedBlock(confirmed.text, heading)).toEqual([
      `> Name: Akinyi. ${PHISHING}`,
      '> Pet: Simba',
      '> Species: Dog',
      '> Note: He limps',
      `>   ${PHISHING}`,
      '>   Thanks',
    ]);
    // The clinic's own lines are all there, and the manage link.
    expect(confirmed.text).toContain('What: Consultation\n');
    expect(confirmed.text).toContain(manageUrl);

    const ics = confirmed.attachments.find((a) => a.filename === 'appointment.ics')?.content ?? '';
    const lines = icsLines(ics);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:Consultation - Mifugo Vet');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    // The pet, as the client gave it, after the label; never the note or the name.
    expect(description).toContain(
      `\\n${heading.replace(',', '\\,')}\\n> Pet: Simba\\n> Species: Dog`,
    );
    // The name they typed is theirs there too: only as the attendee's CN, beside their address.
    expect(lines.filter((l) => /KES|Akinyi|limps/.test(l))).toEqual([
      `ATTENDEE;CN="Akinyi. ${PHISHING}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:akinyi@example.com`,
    ]);

    const token = manageUrl.split('/').at(-1) as string;
    const moved = await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/manage/${token}`,
      payload: { start: `${day}T10:00:00+03:00` },
    });
    expect(moved.statusCode).toBe(200);
    const movedMail = await waitForMail(api.database.dataDir, visitor.email, /^Appointment moved/);
    expect(movedMail.text.split('\n')[0]).toBe('Hello,');
    onlyQuoted(movedMail.text, heading, ['Akinyi', 'Simba', PHISHING]);

    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/appointments/manage/${token}`,
    });
    expect(cancelled.statusCode).toBe(200);
    const cancelMail = await waitForMail(
      api.database.dataDir,
      visitor.email,
      /^Appointment cancelled/,
    );
    onlyQuoted(cancelMail.text, heading, ['Akinyi', 'Simba']);
    expect(cancelMail.text).not.toContain('He limps');
  });

  it('quotes the enquiry under the answer, never in the clinic’s words', async () => {
    const enquiry = {
      fullname: `Njeri. ${PHISHING}`,
      email: 'njeri@example.com',
      phonenumber: '0712 345 678',
      message: `Is my goat ok?\n\n${PHISHING}\u2028Regards, the clinic`,
    };
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/enquiry/create', payload: enquiry }))
        .statusCode,
    ).toBe(200);
    const list = await api.app.inject({ url: '/api/enquiry/', headers: bearer(doctor.token) });
    const [found] = list.json<{ query_id: string }[]>();
    const answered = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/respond',
      headers: bearer(doctor.token),
      payload: { query_id: found?.query_id, response: 'Bring her in at 9am.' },
    });
    expect(answered.statusCode).toBe(200);
    // The answer (the acknowledgement before it holds nothing typed: enquiry-acknowledgement.test.ts).
    const [mail] = (await readOutbox(api.database.dataDir)).filter(
      (m) => m.to === enquiry.email && m.subject.startsWith('Your enquiry to'),
    );
    expect(mail?.subject).not.toMatch(/Njeri|KES/);
    const text = mail?.text ?? '';
    expect(text.split('\n').slice(0, 3)).toEqual(['Hello,', '', 'Bring her in at 9am.']);
    const heading = 'You wrote, in the enquiry form:';
    onlyQuoted(text, heading, ['Njeri', 'Is my goat ok?', PHISHING, 'Regards, the clinic']);
    expect(quotedBlock(text, heading)).toEqual([
      `> Name: Njeri. ${PHISHING}`,
      '> Message: Is my goat ok?',
      '>   ',
      `>   ${PHISHING}`,
      '>   Regards, the clinic',
    ]);
  });
});
