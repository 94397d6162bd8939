// Long on purpose: a person's rights over their data end to end over the real API, on both
// databases (docs/behaviour.md#your-data).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSENT_NAMES,
  PRIVACY,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE,
  PRIVACY_SECTION_TITLES,
  periodTextSw,
  type AuditEntry,
  type BookingConfirmation,
  type Page,
  type PrivacyAnswer,
  type PrivacyFacts,
  type PrivacyRecord,
  type PrivacyRequest,
  type Slot,
  type StaffAppointment,
} from 'shared-data/contract';
import { parseOutboxSms } from '../../plugins/sms';
import { bearer, createTestApi, readOutbox, waitForMail, type TestApi } from '../../testing/api';
import { eveningTimes } from '../../testing/booking-times';
import { testDatabaseKinds } from '../../testing/database';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Akinyi: the person who asks. Baraka: someone else, whose records must never show. */
const AKINYI = {
  fullname: 'Akinyi Otieno',
  email: 'akinyi@example.com',
  phone: '+254722418301',
  typed: '0722 418 301',
};
const BARAKA = {
  fullname: 'Baraka Mwangi',
  email: 'baraka@example.com',
  phone: '+254733555999',
  typed: '0733 555 999',
};

describe.each(testDatabaseKinds())('privacy rights on %s', (kind) => {
  let api: TestApi;
  let admin: { id: string; token: string };
  let doctor: { id: string; token: string };
  const evening = eveningTimes(5);

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    admin = await api.account({ isAdmin: true, fullname: 'Amina Admin' });
    doctor = await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
  });
  afterEach(() => api.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });

  async function enquiry(who: typeof AKINYI, message: string) {
    const res = await post('enquiry/create', {
      fullname: who.fullname,
      email: who.email,
      phonenumber: who.typed,
      message,
      geo_data: { ip: '41.90.1.2', city: 'Nairobi', country_name: 'Kenya' },
    });
    expect(res.statusCode).toBe(200);
    await api.app.services.enquiries.acknowledgementsSettled();
  }

  async function bookOnline(
    who: typeof AKINYI,
    pet: string,
    more: { remind_vaccinations?: boolean } = {},
  ): Promise<BookingConfirmation> {
    const slot = (
      await api.app.inject(`/api/appointments/next-free?type=vaccination&doctor=${doctor.id}`)
    ).json<Slot>();
    const res = await post('appointments', {
      type: 'vaccination',
      start: slot.start,
      doctor_id: doctor.id,
      fullname: who.fullname,
      phonenumber: who.typed,
      email: who.email,
      pet_name: pet,
      species: 'Dog',
      note: `${pet} is shy`,
      ...more,
    });
    expect(res.statusCode).toBe(201);
    return res.json<BookingConfirmation>();
  }

  /** A booking taken by phone, without an email: found by the phone number alone. */
  async function bookByPhone(who: typeof AKINYI, pet: string): Promise<StaffAppointment> {
    const res = await post(
      'appointments/staff',
      {
        type: 'vaccination',
        start: evening(),
        doctor_id: doctor.id,
        fullname: who.fullname,
        phonenumber: who.typed,
        pet_name: pet,
        species: 'Cat',
      },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(201);
    return res.json<StaffAppointment>();
  }

  /** Moves a booking's visit into the past, as if it had happened `daysAgo` days ago. */
  async function happened(id: string, daysAgo: number) {
    const start = new Date(Date.now() - daysAgo * DAY);
    await api.database.db
      .updateTable('bookings')
      .set({
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 15 * MINUTE).toISOString(),
        status: 'completed',
      })
      .where('id', '=', id)
      .execute();
    await api.database.db.deleteFrom('booking_cells').where('booking_id', '=', id).execute();
  }

  const askCode = (contact: string, remoteAddress = '198.51.100.7') =>
    api.app.inject({
      method: 'POST',
      url: '/api/privacy/code',
      payload: { contact },
      remoteAddress,
    });

  /** Codes already read, per contact: the next read waits for a newer one. */
  let read = new Map<string, number>();
  beforeEach(() => {
    read = new Map();
  });

  async function newest(contact: string, codes: () => Promise<string[]>): Promise<string> {
    const deadline = Date.now() + 5_000;
    const seen = read.get(contact) ?? 0;
    for (;;) {
      const found = await codes();
      if (found.length > seen) {
        read.set(contact, found.length);
        return found.at(-1) as string;
      }
      if (Date.now() > deadline) throw new Error(`no new code for ${contact}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const codeMailed = (email: string) =>
    newest(email, async () =>
      (await readOutbox(api.database.dataDir))
        .filter((m) => m.to === email && /code to see your data/.test(m.subject))
        .map((m) => /code is (\d{6})/.exec(m.text)?.[1] ?? ''),
    );

  function texts(): { to: string; text: string }[] {
    const dir = path.join(api.database.dataDir, 'outbox');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.sms.txt'))
      .sort()
      .map((name) => parseOutboxSms(readFileSync(path.join(dir, name), 'utf8')));
  }

  const codeTexted = (phone: string) =>
    newest(phone, async () =>
      texts()
        .filter((t) => t.to === phone && /your code to see your data is/.test(t.text))
        .map((t) => /is (\d{6})/.exec(t.text)?.[1] ?? ''),
    );

  /** A check for the contact: a code asked for and used. */
  async function checked(contact: string): Promise<{ check: string; record: PrivacyRecord }> {
    expect((await askCode(contact)).statusCode).toBe(200);
    const code = contact.includes('@') ? await codeMailed(contact) : await codeTexted(contact);
    const res = await post('privacy/export', { contact, code });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PrivacyAnswer>();
    return { check: answer.check ?? '', record: answer.record as PrivacyRecord };
  }

  const section = (record: PrivacyRecord, kind: string) =>
    record.sections.find((s) => s.kind === kind)?.items ?? [];

  const log = async (kindFilter = 'privacy') =>
    (
      await api.app.inject({ url: `/api/audit?kind=${kindFilter}`, headers: bearer(admin.token) })
    ).json<Page<AuditEntry>>().items;

  describe('the code', () => {
    it('is mailed to a known email, and the answer is the same, as slow, for an unknown one', async () => {
      await enquiry(AKINYI, 'Is my dog due his shots?');
      const timed = async (contact: string) => {
        const started = performance.now();
        const res = await askCode(contact);
        return { status: res.statusCode, body: res.body, ms: performance.now() - started };
      };
      const known = await timed(AKINYI.email);
      const unknown = await timed('nobody@example.com');
      expect(known.status).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(unknown.status).toBe(known.status);
      expect(known.body).toBe(JSON.stringify({ msg: PRIVACY_MESSAGES.codeSent }));
      for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(390);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
      expect(await codeMailed(AKINYI.email)).toMatch(/^\d{6}$/);
      const mails = await readOutbox(api.database.dataDir);
      expect(mails.filter((m) => /code to see your data/.test(m.subject))).toHaveLength(1);
      expect(mails.some((m) => m.to === 'nobody@example.com')).toBe(false);
    });

    it('is written in the language of the page that asked for it', async () => {
      await enquiry(AKINYI, 'Je, mbwa wangu anahitaji chanjo?');
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/privacy/code?lang=sw',
        payload: { contact: AKINYI.email },
        remoteAddress: '198.51.100.8',
      });
      expect(res.statusCode).toBe(200);
      const mail = await waitForMail(api.database.dataDir, AKINYI.email, /^Nambari yako ya kuona/);
      const code = /uthibitisho ni (\d{6})\./.exec(mail.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain('https://vet.example/sw/privacy/my-data');
      expect((await post('privacy/export', { contact: AKINYI.email, code })).statusCode).toBe(200);
      const refused = await api.app.inject({
        method: 'POST',
        url: '/api/privacy/code?lang=de',
        payload: { contact: AKINYI.email },
        remoteAddress: '198.51.100.9',
      });
      expect(refused.statusCode).toBe(400);
    });

    it('is texted to a known Kenyan phone, however it is typed', async () => {
      await bookByPhone(AKINYI, 'Simba');
      expect((await askCode('+254 722 418 301')).statusCode).toBe(200);
      const code = await codeTexted(AKINYI.phone);
      const res = await post('privacy/export', { contact: '0722418301', code });
      expect(res.statusCode).toBe(200);
      expect(section(res.json<PrivacyAnswer>().record as PrivacyRecord, 'bookings')).toHaveLength(
        1,
      );
    });

    it('expires, works once, and dies after five wrong tries', async () => {
      await enquiry(AKINYI, 'Hello');
      await askCode(AKINYI.email);
      const first = await codeMailed(AKINYI.email);
      api.advance((PRIVACY.codeMinutes + 1) * MINUTE);
      const late = await post('privacy/export', { contact: AKINYI.email, code: first });
      expect([late.statusCode, late.json()]).toEqual([
        400,
        { status: 400, msg: PRIVACY_MESSAGES.codeRefused },
      ]);

      await askCode(AKINYI.email);
      const second = await codeMailed(AKINYI.email);
      expect(
        (await post('privacy/export', { contact: AKINYI.email, code: second })).statusCode,
      ).toBe(200);
      const again = await post('privacy/export', { contact: AKINYI.email, code: second });
      expect(again.statusCode).toBe(400);

      await askCode(AKINYI.email);
      const third = await codeMailed(AKINYI.email);
      const wrong = third === '000000' ? '000001' : '000000';
      for (let i = 0; i < PRIVACY.codeTries; i += 1) {
        expect(
          (await post('privacy/export', { contact: AKINYI.email, code: wrong })).statusCode,
        ).toBe(400);
      }
      expect(
        (await post('privacy/export', { contact: AKINYI.email, code: third })).statusCode,
      ).toBe(400);
    });

    it('is sent at most three times an hour to a contact and refused past ten an hour from one address', async () => {
      await enquiry(AKINYI, 'Hello');
      for (let i = 0; i < 5; i += 1) {
        expect((await askCode(AKINYI.email, '203.0.113.5')).statusCode).toBe(200);
      }
      await api.app.services.enquiries.acknowledgementsSettled();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const codes = (await readOutbox(api.database.dataDir)).filter((m) =>
        /code to see your data/.test(m.subject),
      );
      expect(codes).toHaveLength(PRIVACY.codesPerContactPerHour);
      for (let i = 5; i < PRIVACY.codesPerAddressPerHour; i += 1) {
        expect((await askCode(`other${i}@example.com`, '203.0.113.5')).statusCode).toBe(200);
      }
      const refused = await askCode('late@example.com', '203.0.113.5');
      expect([refused.statusCode, refused.json()]).toEqual([
        429,
        { status: 429, msg: PRIVACY_MESSAGES.tooManyCodes },
      ]);
      // Another address is not held back.
      expect((await askCode('late@example.com', '203.0.113.6')).statusCode).toBe(200);
      // An hour on, the contact gets codes again.
      api.advance(61 * MINUTE);
      await askCode(AKINYI.email, '203.0.113.6');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = (await readOutbox(api.database.dataDir)).filter((m) =>
        /code to see your data/.test(m.subject),
      );
      expect(after).toHaveLength(PRIVACY.codesPerContactPerHour + 1);
    }, 30_000);

    it('never puts a code or check in the log', async () => {
      const lines: string[] = [];
      const logged = await createTestApi(
        kind,
        { LOG_LEVEL: 'info' },
        { logStream: { write: (line: string) => lines.push(line) } },
      );
      try {
        await logged.app.inject({
          method: 'POST',
          url: '/api/enquiry/create',
          payload: { fullname: 'A', email: AKINYI.email, phonenumber: AKINYI.typed, message: 'Hi' },
        });
        await logged.app.inject({
          method: 'POST',
          url: '/api/privacy/code',
          payload: { contact: AKINYI.email },
        });
        const mail = await waitForMail(
          logged.database.dataDir,
          AKINYI.email,
          /code to see your data/,
        );
        const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
        const res = await logged.app.inject({
          method: 'POST',
          url: '/api/privacy/export',
          payload: { contact: AKINYI.email, code },
        });
        const check = res.json<PrivacyAnswer>().check ?? '';
        expect(check).toHaveLength(43);
        const text = lines.join('');
        expect(text).not.toContain(code);
        expect(text).not.toContain(check);
      } finally {
        await logged.close();
      }
    });
  });

  it('exports every kind of record of that person and nobody else’s, by email and by phone', async () => {
    await enquiry(AKINYI, 'Is Simba due his shots?');
    await enquiry(BARAKA, 'My goat coughs');
    const online = await bookOnline(AKINYI, 'Simba', { remind_vaccinations: true });
    const byPhone = await bookByPhone(AKINYI, 'Chui');
    await bookOnline(BARAKA, 'Mbuzi', { remind_vaccinations: true });
    await bookByPhone(BARAKA, 'Paka');
    // The clinic answers Akinyi's enquiry: the activity log names it.
    const list = (
      await api.app.inject({ url: '/api/enquiry/', headers: bearer(admin.token) })
    ).json<{ query_id: string; email: string }[]>();
    const hers = list.find((e) => e.email === AKINYI.email);
    await post(
      'enquiry/respond',
      { query_id: hers?.query_id, response: 'Yes, bring him on Monday' },
      bearer(admin.token),
    );

    const byEmail = (await checked(AKINYI.email)).record;
    expect(byEmail.contact).toBe(AKINYI.email);
    expect(byEmail.sections.map((s) => s.kind)).toEqual([
      'enquiries',
      'bookings',
      'consents',
      'requests',
      'activity',
    ]);
    // Her consent, with the notice's version; Baraka's is not hers.
    expect(section(byEmail, 'consents')).toEqual([
      expect.objectContaining({
        purpose: 'Vaccination reminders',
        notice_version: PRIVACY_NOTICE.version,
        withdrawn: null,
      }),
    ]);
    expect(section(byEmail, 'enquiries')).toEqual([
      expect.objectContaining({
        fullname: AKINYI.fullname,
        email: AKINYI.email,
        phonenumber: AKINYI.typed,
        message: 'Is Simba due his shots?',
        location: 'Nairobi, Kenya',
        answers: [expect.stringMatching(/Amina Admin: Yes, bring him on Monday$/)],
      }),
    ]);
    // By email: the online booking (made with her email), not the phone booking (no email).
    expect(section(byEmail, 'bookings').map((b) => b.reference)).toEqual([online.reference]);
    expect(section(byEmail, 'bookings')[0]).toEqual(
      expect.objectContaining({
        fullname: AKINYI.fullname,
        phonenumber: AKINYI.phone,
        email: AKINYI.email,
        pet_name: 'Simba',
        species: 'Dog',
        note: 'Simba is shy',
        type: 'Vaccination',
        doctor: 'Dr Wanjiru Kamau',
        status: 'booked',
      }),
    );
    expect(section(byEmail, 'activity').map((a) => a.kind)).toEqual(
      expect.arrayContaining(['enquiry.respond']),
    );

    const byPhone2 = (await checked(AKINYI.phone)).record;
    expect(
      section(byPhone2, 'bookings')
        .map((b) => b.reference)
        .sort(),
    ).toEqual([online.reference, byPhone.reference].sort());
    expect(section(byPhone2, 'enquiries')).toHaveLength(1);
    expect(section(byPhone2, 'activity').map((a) => a.kind)).toEqual(
      expect.arrayContaining(['appointment.create', 'enquiry.respond']),
    );

    for (const record of [byEmail, byPhone2]) {
      const text = JSON.stringify(record);
      for (const other of [BARAKA.fullname, BARAKA.email, BARAKA.phone, 'Mbuzi', 'Paka', 'goat']) {
        expect(text).not.toContain(other);
      }
    }
    // Each export is in the log, without the contact.
    const entries = await log('privacy.export');
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toMatch(/akinyi|722418301/i);
  });

  it('withdraws every consent in force of the contact, each in the log, and says when none was', async () => {
    await bookOnline(AKINYI, 'Simba', { remind_vaccinations: true });
    await bookOnline(BARAKA, 'Mbuzi', { remind_vaccinations: true });
    const { check } = await checked(AKINYI.phone);
    const res = await post('privacy/withdraw', { contact: AKINYI.phone, check });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PrivacyAnswer>();
    expect(answer.msg).toBe(PRIVACY_MESSAGES.withdrawn);
    expect(answer.check).toBe(check);
    expect(section(answer.record as PrivacyRecord, 'consents')).toEqual([
      expect.objectContaining({ purpose: 'Vaccination reminders', withdrawn: expect.any(String) }),
    ]);
    // Baraka's stays in force; the withdrawal is in the log as from this page.
    const rows = await api.database.db
      .selectFrom('consents')
      .select(['email', 'withdrawn_via'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: AKINYI.email, withdrawn_via: 'privacy page' },
      { email: BARAKA.email, withdrawn_via: null },
    ]);
    expect((await log('consent')).map((e) => e.kind)).toEqual(
      expect.arrayContaining(['consent.withdraw']),
    );
    const again = await post('privacy/withdraw', { contact: AKINYI.phone, check });
    expect(again.json<PrivacyAnswer>().msg).toBe(PRIVACY_MESSAGES.nothingToWithdraw);
    // A wrong proof withdraws nothing.
    expect((await post('privacy/withdraw', { contact: BARAKA.phone, check })).statusCode).toBe(400);
  });

  it("answers the record's own words in the page's language, the person's data as it is", async () => {
    await enquiry(AKINYI, 'Je, Simba anahitaji chanjo?');
    await bookOnline(AKINYI, 'Simba', { remind_vaccinations: true });
    const facts = (await api.app.inject('/api/privacy-notice')).json<PrivacyFacts>();
    const days = facts.retention_days;
    expect((await askCode(AKINYI.email)).statusCode).toBe(200);
    const code = await codeMailed(AKINYI.email);
    // Another language is refused before the code is looked at: the code still works after.
    const refused = await post('privacy/export?lang=fr', { contact: AKINYI.email, code });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { status: 400, msg: 'lang is one of en, sw' },
    ]);
    const res = await post('privacy/export?lang=sw', { contact: AKINYI.email, code });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PrivacyAnswer>();
    const sw = answer.record as PrivacyRecord;
    expect(sw.sections.map((s) => s.title)).toEqual([
      'Jumbe kutoka fomu ya mawasiliano',
      'Miadi',
      'Idhini ulizotoa',
      'Maombi kuhusu data yako',
      'Shughuli za wafanyakazi kwenye kumbukumbu zako',
    ]);
    const about = (record: PrivacyRecord, kind: string) =>
      record.sections.find((s) => s.kind === kind)?.about ?? '';
    expect(about(sw, 'enquiries')).toContain(
      `kinaondolewa ${periodTextSw(days.enquiry)} baada ya kutumwa`,
    );
    expect(about(sw, 'enquiries')).toContain(`inaondolewa baada ya ${periodTextSw(days.log)}.`);
    expect(about(sw, 'bookings')).toContain(`Baada ya ${periodTextSw(days.booking)} tangu ziara`);
    expect(about(sw, 'activity')).toMatch(/^Daftari la shughuli la kliniki: /);
    expect(section(sw, 'consents')).toEqual([
      expect.objectContaining({ purpose: 'Vikumbusho vya chanjo', withdrawn: null }),
    ]);

    // The same record in English (the check, no `lang`): the words of before, the data the same.
    const english = await post('privacy/export', { contact: AKINYI.email, check: answer.check });
    expect(english.statusCode).toBe(200);
    const en = english.json<PrivacyAnswer>().record as PrivacyRecord;
    expect(en.sections.map((s) => s.title)).toEqual([
      PRIVACY_SECTION_TITLES.enquiries,
      PRIVACY_SECTION_TITLES.bookings,
      PRIVACY_SECTION_TITLES.consents,
      PRIVACY_SECTION_TITLES.requests,
      PRIVACY_SECTION_TITLES.activity,
    ]);
    expect(about(en, 'bookings')).toBe(
      `Your appointments, past and to come, kept to run the clinic's day and as the record of each visit. ${days.booking} days after a visit, your name, phone, email, pet's name and note are removed from it; the visit itself (day, type, doctor, species) stays in the clinic's records.`,
    );
    expect(about(en, 'requests')).toBe(
      `What you asked of the clinic from this page, kept as the record of how it was answered; removed ${days.enquiry} days after it was made, once answered.`,
    );
    expect(section(en, 'consents')).toEqual([
      expect.objectContaining({ purpose: CONSENT_NAMES.vaccination_reminders }),
    ]);
    for (const kind of ['enquiries', 'bookings', 'requests']) {
      expect(section(sw, kind)).toEqual(section(en, kind));
    }
    expect(section(sw, 'enquiries')[0]).toEqual(
      expect.objectContaining({
        message: 'Je, Simba anahitaji chanjo?',
        fullname: AKINYI.fullname,
      }),
    );
    expect(section(sw, 'consents')).toEqual([
      { ...section(en, 'consents')[0], purpose: 'Vikumbusho vya chanjo' },
    ]);
    // The activity log's entries are the log's, in the staff's English, in both.
    expect(section(sw, 'activity')).toEqual(section(en, 'activity').slice(0, -1));

    // Withdrawing and correcting answer the record in the page's language too.
    const withdrawn = await post('privacy/withdraw?lang=sw', {
      contact: AKINYI.email,
      check: answer.check,
    });
    expect(withdrawn.statusCode).toBe(200);
    const afterWithdrawal = withdrawn.json<PrivacyAnswer>().record as PrivacyRecord;
    expect(section(afterWithdrawal, 'consents')).toEqual([
      expect.objectContaining({ purpose: 'Vikumbusho vya chanjo', withdrawn: expect.any(String) }),
    ]);
    const corrected = await post('privacy/correct?lang=sw', {
      contact: AKINYI.email,
      check: answer.check,
      fullname: 'Akinyi Wafula',
    });
    expect(corrected.statusCode).toBe(200);
    const afterCorrection = corrected.json<PrivacyAnswer>().record as PrivacyRecord;
    expect(afterCorrection.sections.map((s) => s.title)).toEqual(sw.sections.map((s) => s.title));
    expect(section(afterCorrection, 'bookings')[0]).toEqual(
      expect.objectContaining({ fullname: 'Akinyi Wafula', pet_name: 'Simba' }),
    );
    const proof = { contact: AKINYI.email, check: answer.check };
    for (const [call, payload] of [
      ['privacy/withdraw', proof],
      ['privacy/correct', { ...proof, fullname: 'Akinyi Otieno' }],
    ] as const) {
      const bad = await post(`${call}?lang=fr`, payload);
      expect([bad.statusCode, bad.json<{ msg: string }>().msg]).toEqual([
        400,
        'lang is one of en, sw',
      ]);
    }
  });

  it('takes the check of a right code for a while, for that contact only', async () => {
    await enquiry(AKINYI, 'Hello');
    await enquiry(BARAKA, 'Hello');
    const { check } = await checked(AKINYI.email);
    expect((await post('privacy/export', { contact: AKINYI.email, check })).statusCode).toBe(200);
    const other = await post('privacy/export', { contact: BARAKA.email, check });
    expect([other.statusCode, other.json()]).toEqual([
      400,
      { status: 400, msg: PRIVACY_MESSAGES.checkEnded },
    ]);
    const both = await post('privacy/export', { contact: AKINYI.email, check, code: '123456' });
    expect(both.statusCode).toBe(400);
    api.advance((PRIVACY.checkMinutes + 1) * MINUTE);
    expect((await post('privacy/export', { contact: AKINYI.email, check })).statusCode).toBe(400);
  });

  it('corrects the details on every record, and ends the check when the proved contact changes', async () => {
    await enquiry(AKINYI, 'Hello');
    await bookOnline(AKINYI, 'Simba');
    await enquiry(BARAKA, 'Hello');
    const { check } = await checked(AKINYI.email);
    const res = await post('privacy/correct', {
      contact: AKINYI.email,
      check,
      fullname: 'Akinyi Otieno-Wafula',
      phonenumber: '0711 000 111',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PrivacyAnswer>();
    expect(answer.msg).toBe(PRIVACY_MESSAGES.corrected);
    const record = answer.record as PrivacyRecord;
    expect(section(record, 'enquiries')[0]).toEqual(
      expect.objectContaining({ fullname: 'Akinyi Otieno-Wafula', phonenumber: '+254711000111' }),
    );
    expect(section(record, 'bookings')[0]).toEqual(
      expect.objectContaining({ fullname: 'Akinyi Otieno-Wafula', phonenumber: '+254711000111' }),
    );
    const baraka = await api.database.db
      .selectFrom('enquiries')
      .select('fullname')
      .where('email', '=', BARAKA.email)
      .executeTakeFirstOrThrow();
    expect(baraka.fullname).toBe(BARAKA.fullname);

    const moved = await post('privacy/correct', {
      contact: AKINYI.email,
      check,
      email: 'akinyi.new@example.com',
    });
    expect(moved.json<PrivacyAnswer>()).toEqual({
      msg: PRIVACY_MESSAGES.contactChanged,
      record: null,
      check: null,
      check_expires_at: null,
    });
    expect((await post('privacy/export', { contact: AKINYI.email, check })).statusCode).toBe(400);
    const entries = await log('privacy.correct');
    expect(entries.map((e) => e.summary)).toEqual([
      'A person corrected their email on 2 records',
      'A person corrected their fullname, phonenumber on 2 records',
    ]);
  });

  it('erases: future bookings cancelled as usual, past ones anonymised, enquiries removed, others untouched', async () => {
    await enquiry(AKINYI, 'Is Simba due his shots?');
    await enquiry(BARAKA, 'My goat coughs');
    const future = await bookOnline(AKINYI, 'Simba', { remind_vaccinations: true });
    const past = await bookByPhone(AKINYI, 'Chui');
    await happened(past.id, 30);
    const barakas = await bookOnline(BARAKA, 'Mbuzi', { remind_vaccinations: true });
    await bookByPhone(BARAKA, 'Paka');
    const cursor = (
      await api.app.inject({ url: '/api/appointments/staff/changes', headers: bearer(admin.token) })
    ).json<{ cursor: string }>().cursor;

    const { check } = await checked(AKINYI.phone);
    const res = await post('privacy/erase', { contact: AKINYI.phone, check });
    expect(res.statusCode).toBe(200);
    expect(res.json<PrivacyAnswer>()).toEqual({
      msg: PRIVACY_MESSAGES.erased,
      record: null,
      check: null,
      check_expires_at: null,
    });

    // Her consent is withdrawn and no longer names her; Baraka's stays as it was.
    const consents = await api.database.db
      .selectFrom('consents')
      .select(['email', 'phone', 'withdrawn_at', 'withdrawn_via'])
      .orderBy('given_at')
      .execute();
    expect(consents).toEqual(
      expect.arrayContaining([
        { email: null, phone: null, withdrawn_at: expect.any(String), withdrawn_via: 'erasure' },
        { email: BARAKA.email, phone: BARAKA.phone, withdrawn_at: null, withdrawn_via: null },
      ]),
    );
    expect(consents).toHaveLength(2);

    // The clinic's schedule is told, as of any cancellation; the client gets the usual mail.
    const changes = (
      await api.app.inject({
        url: `/api/appointments/staff/changes?since=${cursor}`,
        headers: bearer(admin.token),
      })
    ).json<{ appointments: StaffAppointment[] }>().appointments;
    const cancelled = changes.find((a) => a.reference === future.reference);
    expect(cancelled?.status).toBe('cancelled');
    expect(cancelled?.fullname).toBe('(erased)');
    const mail = await waitForMail(api.database.dataDir, AKINYI.email, /cancel/i);
    expect(mail.text).toContain(future.reference);

    const rows = await api.database.db
      .selectFrom('bookings')
      .select([
        'reference',
        'fullname',
        'phonenumber',
        'email',
        'pet_name',
        'note',
        'species',
        'doctor_id',
        'type_id',
        'start_at',
        'status',
        'anonymised_at',
      ])
      .orderBy('reference')
      .execute();
    const anonymised = rows.filter((r) => r.anonymised_at !== null);
    expect(anonymised.map((r) => r.reference).sort()).toEqual(
      [future.reference, past.reference].sort(),
    );
    for (const row of anonymised) {
      expect(row).toEqual(
        expect.objectContaining({
          fullname: '(erased)',
          phonenumber: '',
          email: null,
          pet_name: '(erased)',
          note: '',
        }),
      );
      expect(row.species).not.toBe('');
      expect(row.doctor_id).toBe(doctor.id);
      expect(row.type_id).toBe('vaccination');
    }
    expect(rows.find((r) => r.reference === past.reference)?.status).toBe('completed');
    expect(rows.find((r) => r.reference === barakas.reference)).toEqual(
      expect.objectContaining({
        fullname: BARAKA.fullname,
        email: BARAKA.email,
        anonymised_at: null,
      }),
    );
    const enquiries = await api.database.db.selectFrom('enquiries').select('email').execute();
    expect(enquiries.map((e) => e.email)).toEqual([BARAKA.email]);

    // Nothing is left to export, and the check has ended.
    expect((await post('privacy/export', { contact: AKINYI.phone, check })).statusCode).toBe(400);
    // Nothing is held any more: a code is not even sent (the log's entries alone do not count).
    const codesBefore = (await readOutbox(api.database.dataDir)).filter((m) =>
      /code to see your data/.test(m.subject),
    ).length;
    expect((await askCode(AKINYI.email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      (await readOutbox(api.database.dataDir)).filter((m) =>
        /code to see your data/.test(m.subject),
      ),
    ).toHaveLength(codesBefore);
    // The log: the erasure with its counts, no contact, no name; the entries about her records
    // keep who and when, without her words.
    const [erased] = await log('privacy.erase');
    expect(erased?.summary).toBe(
      'A person erased their data (future bookings cancelled: 1; enquiries removed: 1; bookings anonymised: 2; consents withdrawn: 1)',
    );
    const everything = JSON.stringify(
      (await api.app.inject({ url: '/api/audit?per_page=100', headers: bearer(admin.token) })).json<
        Page<AuditEntry>
      >().items,
    );
    for (const word of [AKINYI.fullname, AKINYI.email, '722418301', 'Chui']) {
      expect(everything).not.toContain(word);
    }
    expect(everything).toContain('Paka');
  });

  describe('requests', () => {
    it('reach administrators with a due date, turn overdue, and are marked answered', async () => {
      await enquiry(AKINYI, 'Hello');
      const { check } = await checked(AKINYI.email);
      const made = await post('privacy/request', {
        contact: AKINYI.email,
        check,
        message: 'Please also delete the photo I sent by WhatsApp',
      });
      expect(made.statusCode).toBe(200);
      expect(made.json<{ msg: string }>().msg).toBe(PRIVACY_MESSAGES.requestReceived);

      const staff = await api.account();
      const url = '/api/privacy/requests';
      expect((await api.app.inject({ url })).statusCode).toBe(401);
      expect((await api.app.inject({ url, headers: bearer(staff.token) })).statusCode).toBe(403);
      const page = (await api.app.inject({ url, headers: bearer(admin.token) })).json<
        Page<PrivacyRequest>
      >();
      expect(page.items).toEqual([
        expect.objectContaining({
          contact: AKINYI.email,
          message: 'Please also delete the photo I sent by WhatsApp',
          overdue: false,
          answered_at: null,
        }),
      ]);
      const request = page.items[0] as PrivacyRequest;
      const days = (Date.parse(request.due_at) - Date.parse(request.created_at)) / DAY;
      expect(days).toBe(PRIVACY.requestDueDays);

      api.advance((PRIVACY.requestDueDays + 1) * DAY);
      // A week on, sessions have long ended: the administrator signs in again.
      admin = await api.account({ isAdmin: true, fullname: 'Amina Admin' });
      const member = await api.account();
      const later = (await api.app.inject({ url, headers: bearer(admin.token) })).json<
        Page<PrivacyRequest>
      >();
      expect(later.items[0]?.overdue).toBe(true);

      const answer = (token: string) =>
        api.app.inject({
          method: 'PUT',
          url: `/api/privacy/requests/${request.id}/answered`,
          headers: bearer(token),
        });
      expect((await answer(member.token)).statusCode).toBe(403);
      const answered = await answer(admin.token);
      expect(answered.statusCode).toBe(200);
      expect(answered.json<PrivacyRequest>()).toEqual(
        expect.objectContaining({ overdue: false, answered_by: 'Amina Admin' }),
      );
      expect((await answer(admin.token)).statusCode).toBe(409);
      const open = (
        await api.app.inject({ url: `${url}?status=open`, headers: bearer(admin.token) })
      ).json<Page<PrivacyRequest>>();
      expect(open.items).toEqual([]);
      // It is part of her data.
      const { record } = await checked(AKINYI.email);
      expect(section(record, 'requests')).toHaveLength(1);
    });

    it('need a code or a check', async () => {
      const res = await post('privacy/request', { contact: AKINYI.email, message: 'Hi' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string }>().msg).toMatch(/code is required/);
    });
  });

  it('lets administrators look a person up, each look-up in the log', async () => {
    await enquiry(AKINYI, 'Hello');
    const staff = await api.account();
    const lookup = (token: string) =>
      post('privacy/lookup', { contact: AKINYI.email }, bearer(token));
    expect((await lookup(staff.token)).statusCode).toBe(403);
    const res = await lookup(admin.token);
    expect(res.statusCode).toBe(200);
    expect(section(res.json<PrivacyRecord>(), 'enquiries')).toHaveLength(1);
    const [entry] = await log('privacy.lookup');
    expect(entry?.actor).toEqual({ kind: 'staff', id: admin.id, name: 'Amina Admin' });
    expect(entry?.summary).toBe('Looked up everything held about a person (1 record)');
    expect(entry?.subject.id).toBe(api.app.services.privacy.refOf(AKINYI.email));
    expect(JSON.stringify(entry)).not.toContain('akinyi');
  });
});
