// The "vaccination due" reminder (docs/behaviour.md#vaccination-reminders): queued when staff
// mark a vaccination visit completed and its client consented, sent once VACCINATION_REMINDER_DAYS
// later (by text, and by mail when there is an address), never after the consent was withdrawn,
// over the real API on both databases.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addClinicDays,
  clinicDay,
  clinicWeekday,
  formatClinic,
  type BookingConfirmation,
} from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { parseOutboxSms } from '../../plugins/sms';
import { bearer, createTestApi, readOutbox, testConfig, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const DAY = 86_400_000;
const ENV = { REMINDER_POLL_SECONDS: '0', PUBLIC_URL: 'https://vet.example' };

const smsFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.sms.txt'))
    .map((name) => parseOutboxSms(readFileSync(path.join(dir, name), 'utf8')));
};

describe.each(testDatabaseKinds())('vaccination reminders on %s', (kind) => {
  let api: TestApi;
  let doctor: { token: string };
  let offset = 0;
  const clock = () => Date.now() + offset;
  let phoneSuffix = 10;

  beforeEach(async () => {
    offset = 0;
    api = await createTestApi(kind, ENV);
    doctor = await api.account({ isDoctor: true });
  });
  afterEach(() => api.close());

  /** Moves both the API's clock and `clock` (a second instance's) by `ms`. */
  const advance = (ms: number) => {
    offset += ms;
    api.advance(ms);
  };

  async function openWeekday(): Promise<string> {
    const holidays = (await api.app.inject('/api/appointments/holidays')).json<
      { date: string }[]
    >();
    let day = addClinicDays(clinicDay(), 3);
    while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
    return day;
  }

  /** An online booking; answers its id, reference, manage token and start. */
  async function book(type: string, extra: object = {}) {
    phoneSuffix += 1;
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        type,
        start: `${await openWeekday()}T${String(phoneSuffix - 2).padStart(2, '0')}:00:00+03:00`,
        fullname: 'Akinyi <b>Otieno</b>',
        phonenumber: `07224183${phoneSuffix}`,
        email: `client${phoneSuffix}@example.com`,
        pet_name: 'Simba <script>alert(1)</script>',
        species: 'Dog',
        ...extra,
      },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json<BookingConfirmation>();
    const { id } = await api.database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', made.reference)
      .executeTakeFirstOrThrow();
    return { ...made, id, token: made.manage_url.split('/').at(-1) as string };
  }

  const setStatus = (id: string, status: string) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/appointments/staff/${id}/status`,
      payload: { status },
      headers: bearer(doctor.token),
    });
  const vaccinationJobs = (bookingId?: string) => {
    let query = api.database.db
      .selectFrom('reminder_jobs')
      .select(['booking_id', 'channel', 'due_at', 'sent_at'])
      .where('channel', 'in', ['vaccination-mail', 'vaccination-sms']);
    if (bookingId) query = query.where('booking_id', '=', bookingId);
    return query.orderBy('channel').execute();
  };
  /** The confirmations by text (due at booking) marked gone: these tests are about the rest. */
  const confirmationsSent = () =>
    api.database.db
      .updateTable('reminder_jobs')
      .set({ sent_at: new Date(clock()).toISOString() })
      .where('channel', '=', 'sms-confirmation')
      .execute();
  const vaccinationTexts = () =>
    smsFiles(api.database.dataDir).filter((t) => t.text.includes('vaccine booster'));
  const vaccinationMails = async () =>
    (await readOutbox(api.database.dataDir)).filter((m) => m.subject.startsWith('Vaccination'));

  /** A second instance on the same database and `clock`, without a worker of its own. */
  function secondInstance() {
    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const app = buildApp(testConfig(dataDir, ENV), { database, clock, rateLimits: false });
    return {
      app,
      close: async () => {
        await app.close();
        await database.db.destroy();
      },
    };
  }

  it('queues one reminder at completion + 351 days and sends it once across two instances', async () => {
    const booking = await book('vaccination', { remind_vaccinations: true });
    await confirmationsSent();
    // Nothing yet: the visit has not happened.
    expect(await vaccinationJobs()).toEqual([]);
    const before = clock();
    expect((await setStatus(booking.id, 'completed')).statusCode).toBe(200);
    const after = clock();
    const jobs = await vaccinationJobs(booking.id);
    expect(jobs.map((j) => j.channel)).toEqual(['vaccination-mail', 'vaccination-sms']);
    for (const job of jobs) {
      const due = Date.parse(job.due_at);
      expect(due).toBeGreaterThanOrEqual(before + 351 * DAY);
      expect(due).toBeLessThanOrEqual(after + 351 * DAY);
    }
    // Marking it completed again queues nothing more.
    expect((await setStatus(booking.id, 'completed')).statusCode).toBe(200);
    expect(await vaccinationJobs(booking.id)).toHaveLength(2);

    const other = secondInstance();
    try {
      // A day before it is due: nothing goes.
      advance(350 * DAY);
      expect(await api.app.services.reminders.runDue()).toBe(0);
      advance(DAY + 60_000);
      const sent = await Promise.all([
        api.app.services.reminders.runDue(),
        other.app.services.reminders.runDue(),
        api.app.services.reminders.runDue(),
        other.app.services.reminders.runDue(),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await other.app.services.reminders.runDue()).toBe(0);
    } finally {
      await other.close();
    }

    const texts = vaccinationTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.to).toBe(`+2547224183${phoneSuffix}`);
    expect(texts[0]?.text).toBe(
      `Mifugo Vet: vaccine booster due (pet seen ${formatClinic(booking.start, 'd MMM yyyy')}, ` +
        `ref ${booking.reference}). Book: https://vet.example/book_appointment ` +
        `Stop: ${booking.short_url}`,
    );
    expect(texts[0]?.text.length).toBeLessThanOrEqual(160);

    const mails = await vaccinationMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(`client${phoneSuffix}@example.com`);
    expect(mail?.subject).toBe('Vaccination due soon: Mifugo Vet');
    expect(mail?.text).toContain('https://vet.example/book_appointment');
    expect(mail?.text).toContain(booking.manage_url);
    expect(mail?.text).toContain(booking.reference);
    // The pet as the client typed it: quoted as theirs, and escaped in the HTML.
    expect(mail?.text).toContain('Simba <script>alert(1)</script>');
    expect(mail?.html).toContain('Simba &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    for (const job of await vaccinationJobs(booking.id)) expect(job.sent_at).not.toBeNull();
  });

  it('queues none without the consent, nor for a type that is not a vaccination', async () => {
    const unconsented = await book('vaccination');
    const consultation = await book('consultation', { remind_vaccinations: true });
    expect((await setStatus(unconsented.id, 'completed')).statusCode).toBe(200);
    expect((await setStatus(consultation.id, 'completed')).statusCode).toBe(200);
    expect(await vaccinationJobs()).toEqual([]);
    await confirmationsSent();
    advance(400 * DAY);
    expect(await api.app.services.reminders.runDue()).toBe(0);
    expect(vaccinationTexts()).toEqual([]);
    expect(await vaccinationMails()).toEqual([]);
  });

  it('sends nothing once the consent is withdrawn before the reminder is due', async () => {
    const booking = await book('vaccination', { remind_vaccinations: true });
    await confirmationsSent();
    expect((await setStatus(booking.id, 'completed')).statusCode).toBe(200);
    expect(await vaccinationJobs(booking.id)).toHaveLength(2);
    const off = await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/manage/${booking.token}/consent`,
      payload: { remind_vaccinations: false },
    });
    expect(off.statusCode).toBe(200);
    advance(352 * DAY);
    expect(await api.app.services.reminders.runDue()).toBe(0);
    expect(vaccinationTexts()).toEqual([]);
    expect(await vaccinationMails()).toEqual([]);
    // Taken and set aside: never tried again.
    advance(DAY);
    expect(await api.app.services.reminders.runDue()).toBe(0);
    expect(vaccinationTexts()).toEqual([]);
  });

  it("tells staff whether the booking's contact agreed to vaccination reminders", async () => {
    const agreed = await book('vaccination', { remind_vaccinations: true });
    const declined = await book('vaccination');
    const day = agreed.start.slice(0, 10);
    const listed = async () => {
      const res = await api.app.inject({
        url: `/api/appointments/staff?from=${day}&to=${day}`,
        headers: bearer(doctor.token),
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        res
          .json<{ reference: string; remind_vaccinations: boolean }[]>()
          .map((a) => [a.reference, a.remind_vaccinations]),
      );
    };
    expect(await listed()).toEqual({ [agreed.reference]: true, [declined.reference]: false });
    // The status answer says so too; withdrawn, it says no.
    const marked = await setStatus(agreed.id, 'arrived');
    expect(marked.json()).toMatchObject({ remind_vaccinations: true });
    await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/manage/${agreed.token}/consent`,
      payload: { remind_vaccinations: false },
    });
    expect(await listed()).toEqual({ [agreed.reference]: false, [declined.reference]: false });
  });

  it('takes a queued reminder back when the visit is un-completed or cancelled', async () => {
    const first = await book('vaccination', { remind_vaccinations: true });
    const second = await book('vaccination', { remind_vaccinations: true });
    await confirmationsSent();
    expect((await setStatus(first.id, 'completed')).statusCode).toBe(200);
    expect((await setStatus(second.id, 'completed')).statusCode).toBe(200);
    expect(await vaccinationJobs()).toHaveLength(4);
    // Marked completed by mistake: the client had only arrived.
    expect((await setStatus(first.id, 'arrived')).statusCode).toBe(200);
    expect(await vaccinationJobs(first.id)).toEqual([]);
    const cancelled = await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/staff/${second.id}/cancel`,
      payload: {},
      headers: bearer(doctor.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await vaccinationJobs()).toEqual([]);
    advance(352 * DAY);
    expect(await api.app.services.reminders.runDue()).toBe(0);
    expect(vaccinationTexts()).toEqual([]);
  });
});
