// The clinic's mail as a mail program and a calendar read it (docs/behaviour.md#account-calls,
// #booking-rules): sent as the clinic, answered to the clinic's address, a text and an HTML part
// saying the same, the visitor's words escaped and quoted, and calendar entries that Outlook,
// Apple and Google calendars take as the organizer's invitation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import {
  COMPANY,
  addClinicDays,
  clinicDay,
  clinicWeekday,
  type BookingConfirmation,
} from 'shared-data/contract';
import { createMailer } from '../plugins/mail';
import {
  activatedMail,
  invitationMail,
  passwordChangedMail,
  takenAddressMail,
} from '../services/accounts';
import {
  bearer,
  createTestApi,
  parseMail,
  readOutbox,
  waitForMail,
  type OutboxMail,
  type TestApi,
} from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { collectingLogger, emlFiles, tempDirsRemovedAfterEach } from '../testing/mail-fixture';

const PUBLIC_URL = 'https://vet.example';
const SENDER = { name: COMPANY.name, address: 'no-reply@vet.example' };
const CLINIC = { name: '', address: COMPANY.email };
/** A name as a hostile visitor types it: markup, quotes and an ampersand (one line). */
const HOSTILE = `<script>alert("x")</script> Akinyi & <b>O'Neil</b>`;
const HOSTILE_HTML =
  '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Akinyi &amp; &lt;b&gt;O&#39;Neil&lt;/b&gt;';

/** The HTML as a reader gets it: tags gone, entities read, spaces as one. */
const htmlWords = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<\/?(strong|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const textWords = (text: string) => text.replace(/^> ?/gm, '').replace(/\s+/g, ' ').trim();

/** What every mail of the clinic is: its sender, its Reply-To, and both parts, accessible. */
function expectClinicMail(mail: OutboxMail) {
  expect(mail.from).toEqual([SENDER]);
  expect(mail.replyTo).toEqual([CLINIC]);
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
  expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, '&amp;')}</title>`);
  expect(mail.html).toMatch(/<h1[^>]*>/);
  expect(mail.html).not.toMatch(/<img|<script|<style/i);
  // The same words in both parts (the HTML adds the subject as its heading).
  expect(htmlWords(mail.html)).toBe(`${mail.subject} ${textWords(mail.text)}`);
}

/** The calendar file of a mail, parsed by ical.js, and the same entry as the mail's alternative part. */
function calendarOf(mail: OutboxMail, method: 'REQUEST' | 'CANCEL') {
  const files = mail.attachments.filter((a) => a.filename === 'appointment.ics');
  const parts = mail.attachments.filter(
    (a) => a.mimeType === 'text/calendar' && a.params.method === method,
  );
  expect(files).toHaveLength(1);
  expect(parts).toHaveLength(1);
  const ics = files[0]?.content ?? '';
  expect(parts[0]?.content).toBe(ics);
  // CRLF line ends, no line over 75 octets.
  expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  expect(calendar.getFirstPropertyValue('method')).toBe(method);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty('organizer');
  const attendees = vevent.getAllProperties('attendee');
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    stamp: vevent.getFirstPropertyValue('dtstamp'),
    summary: event.summary,
    organizer: {
      cn: organizer?.getParameter('cn'),
      value: organizer?.getFirstValue(),
    },
    attendees: attendees.map((a) => ({
      cn: a.getParameter('cn'),
      role: a.getParameter('role'),
      partstat: a.getParameter('partstat'),
      rsvp: a.getParameter('rsvp'),
      value: a.getFirstValue(),
    })),
  };
}

describe.each(testDatabaseKinds())('the clinic’s mail on %s', (kind) => {
  let api: TestApi;
  let day: string;

  beforeEach(async () => {
    api = await createTestApi(kind, { PUBLIC_URL, REMINDER_POLL_SECONDS: '0' });
    const holidays = (await api.app.inject('/api/appointments/holidays')).json<
      { date: string }[]
    >();
    day = addClinicDays(clinicDay(), 3);
    while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
  });
  afterEach(() => api.close());

  it('sends booking, move and cancel mails as the clinic, with an invitation calendars accept', async () => {
    await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
    const email = 'akinyi@example.com';
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        type: 'consultation',
        start: `${day}T09:00:00+03:00`,
        fullname: HOSTILE,
        phonenumber: '0722 418 301',
        email,
        pet_name: 'Simba <img src=x onerror=alert(1)>',
        species: 'Dog',
        note: 'He limps\n<a href="https://evil.example">pay here</a>',
      },
    });
    expect(booked.statusCode).toBe(201);
    const { manage_url: manageUrl } = booked.json<BookingConfirmation>();

    const confirmed = await waitForMail(api.database.dataDir, email, /^Appointment confirmed/);
    expectClinicMail(confirmed);
    // The visitor's words: escaped, under the heading that says whose they are, in a quote.
    expect(confirmed.html).not.toMatch(/<script|<img|<a href="https:\/\/evil/);
    expect(confirmed.html).toContain(
      `<h2 style="font-size:16px;margin:24px 0 8px">Your details, as you gave them when booking:</h2>`,
    );
    const quoteHtml = /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(confirmed.html)?.[1] ?? '';
    expect(quoteHtml).toContain(`<strong>Name:</strong> ${HOSTILE_HTML}`);
    expect(quoteHtml).toContain(
      '<strong>Note:</strong> He limps<br>&lt;a href=&quot;https://evil.example&quot;&gt;pay here&lt;/a&gt;',
    );
    // Outside the quote, none of what the visitor typed.
    expect(confirmed.html.replace(quoteHtml, '')).not.toMatch(/Akinyi|Simba|limps|evil/);
    // The manage link is a link, in both parts.
    expect(confirmed.text).toContain(manageUrl);
    expect(confirmed.html).toContain(`<a href="${manageUrl}"`);

    const first = calendarOf(confirmed, 'REQUEST');
    expect(first).toMatchObject({
      sequence: 0,
      status: 'CONFIRMED',
      start: new Date(`${day}T09:00:00+03:00`).toISOString(),
      summary: 'Consultation - Mifugo Vet',
      organizer: { cn: COMPANY.name, value: `mailto:${COMPANY.email}` },
      attendees: [
        {
          cn: HOSTILE,
          role: 'REQ-PARTICIPANT',
          partstat: 'ACCEPTED',
          rsvp: 'FALSE',
          value: `mailto:${email}`,
        },
      ],
    });
    expect(first.uid).toMatch(/@vetportal$/);
    expect(first.stamp).toBeTruthy();

    const token = manageUrl.split('/').at(-1) as string;
    const moved = await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/manage/${token}`,
      payload: { start: `${day}T10:00:00+03:00` },
    });
    expect(moved.statusCode).toBe(200);
    const movedMail = await waitForMail(api.database.dataDir, email, /^Appointment moved/);
    expectClinicMail(movedMail);
    const second = calendarOf(movedMail, 'REQUEST');
    // The same entry, moved: the same UID, a higher SEQUENCE.
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.start).toBe(new Date(`${day}T10:00:00+03:00`).toISOString());

    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/appointments/manage/${token}`,
    });
    expect(cancelled.statusCode).toBe(200);
    const cancelMail = await waitForMail(api.database.dataDir, email, /^Appointment cancelled/);
    expectClinicMail(cancelMail);
    expect(cancelMail.html).toContain(`<a href="${PUBLIC_URL}/book_appointment"`);
    const third = calendarOf(cancelMail, 'CANCEL');
    expect(third).toMatchObject({ uid: first.uid, status: 'CANCELLED' });
    expect(third.sequence).toBeGreaterThan(second.sequence);
    expect(third.attendees).toEqual(first.attendees);
  });

  it('acknowledges an enquiry as the clinic, in both parts, with nothing the visitor typed', async () => {
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create',
      payload: {
        fullname: HOSTILE,
        email: 'wanjiku@example.com',
        phonenumber: '0712 345 678',
        message: 'Is my <goat> ok?',
      },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await waitForMail(api.database.dataDir, 'wanjiku@example.com', /^We have your/);
    expectClinicMail(mail);
    expect(mail.subject).toBe(`We have your message - ${COMPANY.name}`);
    expect(mail.html).not.toMatch(/Akinyi|goat|&lt;script/);
    expect(mail.text).not.toMatch(/Akinyi|goat|script/);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/book_appointment"`);
  });

  it('answers an enquiry greeted once, signed by the staff member with name and role', async () => {
    const staff = await api.account({ fullname: 'Dr Wanjiru Kamau' });
    const ask = async (fullname: string, email: string) => {
      const sent = await api.app.inject({
        method: 'POST',
        url: '/api/enquiry/create',
        payload: { fullname, email, phonenumber: '0712 345 678', message: 'Is my <goat> ok?' },
      });
      expect(sent.statusCode).toBe(200);
      const list = await api.app.inject({ url: '/api/enquiry/', headers: bearer(staff.token) });
      return list.json<{ query_id: string; email: string }[]>().find((e) => e.email === email)
        ?.query_id;
    };
    const answer = async (queryId: string | undefined, response: string) => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/enquiry/respond',
        headers: bearer(staff.token),
        payload: { query_id: queryId, response },
      });
      expect(res.statusCode).toBe(200);
    };

    await answer(await ask(HOSTILE, 'njeri@example.com'), 'Dear Njeri,\n\nBring her in at 9am.');
    await answer(await ask('Otieno', 'otieno@example.com'), 'Bring him in at 10am.');
    // The answers, not the acknowledgements that went before them.
    const mails = (await readOutbox(api.database.dataDir)).filter(
      (m) => m.subject === `Your enquiry to ${COMPANY.name}`,
    );
    const greeted = mails.find((m) => m.to === 'njeri@example.com') as OutboxMail;
    const plain = mails.find((m) => m.to === 'otieno@example.com') as OutboxMail;

    for (const mail of [greeted, plain]) {
      expectClinicMail(mail);
      expect(mail.subject).toBe(`Your enquiry to ${COMPANY.name}`);
      // Signed by who wrote it: full name, role, the clinic.
      expect(mail.text).toContain(`\n\nDr Wanjiru Kamau\nVeterinary Surgeon\n${COMPANY.name}\n\n`);
      expect(mail.html).toContain(`Dr Wanjiru Kamau<br>Veterinary Surgeon<br>${COMPANY.name}`);
      expect(mail.html).toContain('Is my &lt;goat&gt; ok?');
    }
    // Their own greeting, so none added; without one, 'Hello,'. Once each.
    expect(greeted.text.split('\n').slice(0, 3)).toEqual([
      'Dear Njeri,',
      '',
      'Bring her in at 9am.',
    ]);
    expect(greeted.text).not.toMatch(/Hello/);
    expect(plain.text.split('\n').slice(0, 3)).toEqual(['Hello,', '', 'Bring him in at 10am.']);
    expect(greeted.html).toContain(`<strong>Name:</strong> ${HOSTILE_HTML}`);
    expect(greeted.html).not.toMatch(/<script|<b>O/);
  });

  it('mails the one-time code with a link to the Reset Password page', async () => {
    const staff = await api.account();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { email: staff.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(api.database.dataDir, staff.email, /code$/);
    expectClinicMail(mail);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toContain(`Your ${COMPANY.name} code is ${code}.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset`);
    expect(mail.html).toContain(`<strong>${code}</strong>`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/reset"`);
  });
});

describe('account mails', () => {
  const tempDir = tempDirsRemovedAfterEach();

  it('are sent as the clinic, with both parts, names escaped and links to the account pages', async () => {
    const outbox = tempDir();
    const mailer = createMailer({
      from: `"${SENDER.name}" <${SENDER.address}>`,
      outboxDir: outbox,
      log: collectingLogger().log,
    });
    const to = 'wanjiku@example.com';
    const messages = [
      invitationMail({ fullname: HOSTILE, role: 'Nurse' }, 'Admin Njoroge', '493817', PUBLIC_URL),
      activatedMail(HOSTILE, PUBLIC_URL),
      passwordChangedMail(HOSTILE),
      takenAddressMail(HOSTILE, PUBLIC_URL),
    ];
    for (const message of messages) await mailer.send({ to, ...message });
    await mailer.close();
    const mails = await Promise.all(
      emlFiles(outbox).map((file) => parseMail(readFileSync(path.join(outbox, file)))),
    );
    expect(mails.map((m) => m.subject)).toEqual(messages.map((m) => m.subject));
    for (const mail of mails) {
      expectClinicMail(mail);
      expect(mail.text).toContain(`Dear ${HOSTILE},`);
      expect(mail.html).toContain(`Dear ${HOSTILE_HTML},`);
      expect(mail.html).not.toMatch(/<script|<b>O/);
    }
    const [invitation, activated, , taken] = mails;
    expect(invitation?.html).toContain(`<a href="${PUBLIC_URL}/reset"`);
    expect(invitation?.html).toContain(`<a href="${PUBLIC_URL}/otp"`);
    expect(invitation?.html).toContain('<strong>493817</strong>');
    expect(activated?.html).toContain(`<a href="${PUBLIC_URL}/sign_in"`);
    expect(taken?.html).toContain(`<a href="${PUBLIC_URL}/sign_in"`);
    expect(taken?.html).toContain(`<a href="${PUBLIC_URL}/otp"`);
  });
});
