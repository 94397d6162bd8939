// The optional consent to vaccination reminders (docs/behaviour.md#consents): given with a
// booking, shown, withdrawn and given again through the manage link, over the real API, on both
// databases.
import {
  BOOKING_MESSAGES,
  PRIVACY_NOTICE,
  addClinicDays,
  clinicDay,
  clinicWeekday,
  type BookingConfirmation,
  type ManagedAppointment,
} from 'shared-data/contract';
import { consentRepository } from '../../repositories/consent-repository';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const VISITOR = {
  fullname: 'Akinyi Otieno',
  phonenumber: '0722 418 301',
  email: 'Akinyi@Example.com',
  pet_name: 'Simba',
  species: 'Dog',
};
const PHONE = '+254722418301';

async function nextWorkingMonday(api: TestApi): Promise<string> {
  const holidays = (await api.app.inject('/api/appointments/holidays')).json<{ date: string }[]>();
  let day = addClinicDays(clinicDay(), 2);
  while (clinicWeekday(day) !== 1 || holidays.some((h) => h.date === day)) {
    day = addClinicDays(day, 1);
  }
  return day;
}

describe.each(testDatabaseKinds())('consent to vaccination reminders on %s', (kind) => {
  let api: TestApi;
  let admin: { token: string };
  let monday: string;

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
    admin = await api.account({ isAdmin: true });
    monday = await nextWorkingMonday(api);
  });
  afterEach(() => api.close());

  async function book(extra: object, time = '09:00', visitor: object = VISITOR) {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { type: 'consultation', start: `${monday}T${time}:00+03:00`, ...visitor, ...extra },
    });
    expect(res.statusCode).toBe(201);
    const confirmation = res.json<BookingConfirmation>();
    return { ...confirmation, token: confirmation.manage_url.split('/').at(-1) as string };
  }
  const managed = async (token: string) => {
    const res = await api.app.inject(`/api/appointments/manage/${token}`);
    expect(res.statusCode).toBe(200);
    return res.json<ManagedAppointment>();
  };
  const setConsent = (token: string, payload: object) =>
    api.app.inject({ method: 'PUT', url: `/api/appointments/manage/${token}/consent`, payload });
  const consents = () =>
    api.database.db.selectFrom('consents').selectAll().orderBy('given_at').execute();
  const consentLog = async () =>
    (await api.app.inject({ url: '/api/audit?kind=consent', headers: bearer(admin.token) })).json<{
      items: {
        kind: string;
        summary: string;
        actor: { name: string };
        before: unknown;
        after: unknown;
      }[];
    }>().items;

  it('records none when the box is left unticked: the SPEC call goes as before', async () => {
    const plain = await book({});
    const unticked = await book({ remind_vaccinations: false }, '10:00');
    expect(await consents()).toEqual([]);
    expect((await managed(plain.token)).remind_vaccinations).toBe(false);
    expect((await managed(unticked.token)).remind_vaccinations).toBe(false);
    expect(await consentLog()).toEqual([]);
  });

  it('records a ticked consent with the time, the notice version, the contact and the booking', async () => {
    const before = Date.now();
    const booking = await book({ remind_vaccinations: true });
    const [row, ...others] = await consents();
    expect(others).toEqual([]);
    const stored = await api.database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', booking.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      purpose: 'vaccination_reminders',
      notice_version: PRIVACY_NOTICE.version,
      phone: PHONE,
      email: 'akinyi@example.com',
      source_type: 'booking',
      source_id: stored.id,
      withdrawn_at: null,
    });
    expect(Date.parse(row!.given_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await managed(booking.token)).remind_vaccinations).toBe(true);

    const [entry] = await consentLog();
    expect(entry).toMatchObject({
      kind: 'consent.give',
      summary: `Vaccination reminders: consent given with booking ${booking.reference} (privacy notice ${PRIVACY_NOTICE.version})`,
      actor: { name: 'a visitor, through the booking form' },
    });
    // The log says what happened, not to whom.
    const text = JSON.stringify(await consentLog());
    for (const personal of ['Akinyi', 'akinyi@', '418301', '418 301']) {
      expect(text).not.toContain(personal);
    }
  });

  it('withdraws it through the manage link in one call, and gives it again there', async () => {
    const booking = await book({ remind_vaccinations: true });
    const off = await setConsent(booking.token, { remind_vaccinations: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      msg: BOOKING_MESSAGES.remindersOff,
      appointment: { reference: booking.reference, remind_vaccinations: false },
    });
    const [withdrawn] = await consents();
    expect(withdrawn).toMatchObject({ withdrawn_via: 'manage-link' });
    expect(withdrawn!.withdrawn_at).not.toBeNull();
    expect((await managed(booking.token)).remind_vaccinations).toBe(false);

    // Withdrawing again changes nothing and writes nothing.
    expect((await setConsent(booking.token, { remind_vaccinations: false })).statusCode).toBe(200);
    expect((await consentLog()).map((e) => e.kind)).toEqual(['consent.withdraw', 'consent.give']);

    const on = await setConsent(booking.token, { remind_vaccinations: true });
    expect(on.json()).toMatchObject({
      msg: BOOKING_MESSAGES.remindersOn,
      appointment: { remind_vaccinations: true },
    });
    // Given twice, recorded once: the one in force is enough.
    await setConsent(booking.token, { remind_vaccinations: true });
    const rows = await consents();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ withdrawn_at: null, notice_version: PRIVACY_NOTICE.version });
    expect((await consentLog()).map((e) => e.kind)).toEqual([
      'consent.give',
      'consent.withdraw',
      'consent.give',
    ]);
    expect((await consentLog())[0]!.actor.name).toBe('a visitor, through the manage link');
  });

  it("withdraws every consent of the booking's phone or email, whichever booking it came with", async () => {
    const first = await book({ remind_vaccinations: true });
    // Another booking, by phone only, of the same person.
    const second = await book({}, '11:00', { ...VISITOR, email: '' });
    // And someone else's, which stays.
    await book({ remind_vaccinations: true }, '12:00', {
      ...VISITOR,
      fullname: 'Juma Mwangi',
      phonenumber: '0733 000 111',
      email: 'juma@example.com',
    });
    expect((await managed(second.token)).remind_vaccinations).toBe(true);
    await setConsent(second.token, { remind_vaccinations: false });
    expect((await managed(first.token)).remind_vaccinations).toBe(false);
    const inForce = (await consents()).filter((row) => row.withdrawn_at === null);
    expect(inForce.map((row) => row.phone)).toEqual(['+254733000111']);
  });

  it('stays open once the booking is cancelled, and refuses a bad link or value', async () => {
    const booking = await book({ remind_vaccinations: true });
    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/appointments/manage/${booking.token}`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await setConsent(booking.token, { remind_vaccinations: false })).statusCode).toBe(200);

    const tampered = `${booking.token.slice(0, -1)}${booking.token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await setConsent(tampered, { remind_vaccinations: true });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 404, msg: BOOKING_MESSAGES.linkInvalid });

    const bad = await setConsent(booking.token, { remind_vaccinations: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toContain('remind_vaccinations');
    const badBooking = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        type: 'consultation',
        start: `${monday}T13:00:00+03:00`,
        ...VISITOR,
        remind_vaccinations: 'yes',
      },
    });
    expect(badBooking.statusCode).toBe(400);
    expect(await consents()).toHaveLength(1);
    expect((await consents())[0]!.withdrawn_at).not.toBeNull();
  });

  it('finds and withdraws consents by contact or by id (the repository)', async () => {
    await book({ remind_vaccinations: true });
    const repo = consentRepository(api.database.db);
    expect(await repo.forContact({ email: 'AKINYI@example.com ' })).toHaveLength(1);
    expect(await repo.forContact({ phone: PHONE })).toHaveLength(1);
    expect(await repo.forContact({})).toEqual([]);
    expect(await repo.forContact({ phone: '+254700000000' })).toEqual([]);
    const id = await repo.record({
      purpose: 'vaccination_reminders',
      noticeVersion: PRIVACY_NOTICE.version,
      email: null,
      phone: '+254700000000',
      sourceType: 'booking',
      sourceId: null,
      givenAt: new Date().toISOString(),
    });
    expect(await repo.withdraw({ id }, new Date().toISOString(), 'my-data')).toEqual([id]);
    expect(await repo.withdraw({ id }, new Date().toISOString(), 'my-data')).toEqual([]);
    expect((await repo.find(id))?.withdrawnVia).toBe('my-data');
    const [kept] = await repo.forContact({ phone: PHONE });
    expect(kept?.withdrawnAt).toBeNull();
  });
});
