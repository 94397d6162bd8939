// Booking as the clinic runs it: the pet's species routes it to a doctor who sees it, times stay
// inside the clinic's hours (Saturdays closed bar the first Saturday's geriatric clinic), and
// the visitor gets a text, a short link and the calendar file (docs/behaviour.md#booking-rules).
process.env.TZ = 'America/New_York';

import ICAL from 'ical.js';
import {
  COMPANY,
  addClinicDays,
  clinicDay,
  clinicWeekday,
  isGeriatricClinicDay,
  type BookingConfirmation,
  type BookingDoctor,
  type Slot,
} from 'shared-data/contract';
import { bearer, createTestApi, readOutbox, waitForMail, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const DAY_MS = 86_400_000;

const VISITOR = {
  fullname: 'Akinyi Otieno',
  phonenumber: '0722 418 301',
  pet_name: 'Simba',
};

async function holidays(api: TestApi): Promise<string[]> {
  const list = (await api.app.inject('/api/appointments/holidays')).json<{ date: string }[]>();
  return list.map((h) => h.date);
}

/** The first day at least `after` days ahead with that ISO weekday that is not a holiday. */
async function next(api: TestApi, weekday: number, after = 2): Promise<string> {
  const closed = await holidays(api);
  let day = addClinicDays(clinicDay(), after);
  while (clinicWeekday(day) !== weekday || closed.includes(day)) day = addClinicDays(day, 1);
  return day;
}

describe.each(testDatabaseKinds())('booking by species on %s', (kind) => {
  let api: TestApi;
  let admin: { id: string; email: string; token: string };
  let farm: { id: string; email: string };
  let companion: { id: string; email: string };
  let monday: string;

  const setSpecies = (email: string, species: unknown) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/auth/staff/${encodeURIComponent(email)}`,
      headers: bearer(admin.token),
      payload: { species },
    });
  const book = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/appointments', payload });

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    admin = await api.account({ isAdmin: true });
    // Named so the farm vet comes first by name and would be chosen on an equal day.
    farm = await api.account({ isDoctor: true, fullname: 'Dr Alpha Farm' });
    companion = await api.account({ isDoctor: true, fullname: 'Dr Zawadi Companion' });
    expect((await setSpecies(farm.email, ['Cattle', 'Goat or sheep'])).statusCode).toBe(200);
    expect((await setSpecies(companion.email, ['Dog', 'Cat'])).statusCode).toBe(200);
    monday = await next(api, 1);
  });
  afterEach(() => api.close());

  it('lists only the doctors who see the species, with the species each sees', async () => {
    const dogs = (
      await api.app.inject('/api/appointments/doctors?type=consultation&species=Dog')
    ).json<BookingDoctor[]>();
    expect(dogs.map((d) => [d.fullname, d.species])).toEqual([
      ['Dr Zawadi Companion', ['Dog', 'Cat']],
    ]);
    const cattle = (
      await api.app.inject('/api/appointments/doctors?type=consultation&species=Cattle')
    ).json<BookingDoctor[]>();
    expect(cattle.map((d) => d.fullname)).toEqual(['Dr Alpha Farm']);
    // Without a species: every doctor of the type.
    const every = (await api.app.inject('/api/appointments/doctors?type=consultation')).json<
      BookingDoctor[]
    >();
    expect(every).toHaveLength(2);
    const refused = await api.app.inject('/api/appointments/doctors?species=Dragon');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ msg: string }>().msg).toMatch(/^species must be one of Dog, Cat/);
  });

  it('gives "any available doctor" only to a doctor who sees the species, whatever the load', async () => {
    // The companion vet already has a booking that day: by load alone the farm vet would get it.
    expect(
      (
        await book({
          ...VISITOR,
          phonenumber: '0722 000 001',
          species: 'Cat',
          type: 'consultation',
          start: `${monday}T11:00:00+03:00`,
          doctor_id: companion.id,
        })
      ).statusCode,
    ).toBe(201);
    const slots = (
      await api.app.inject(
        `/api/appointments/slots?type=consultation&from=${monday}&to=${monday}&species=Dog`,
      )
    ).json<Slot[]>();
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((s) => s.doctor_id))).toEqual(new Set([companion.id]));

    const res = await book({
      ...VISITOR,
      species: 'Dog',
      type: 'vaccination',
      start: `${monday}T09:00:00+03:00`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<BookingConfirmation>().doctor_id).toBe(companion.id);

    // A goat goes to the farm vet; a species not listed counts as 'Other', which nobody here sees.
    const goat = await book({
      ...VISITOR,
      phonenumber: '0722 000 002',
      species: 'Goat or sheep',
      type: 'vaccination',
      start: `${monday}T09:00:00+03:00`,
    });
    expect(goat.json<BookingConfirmation>().doctor_id).toBe(farm.id);
    const tortoise = await book({
      ...VISITOR,
      phonenumber: '0722 000 003',
      species: 'Tortoise',
      type: 'vaccination',
      start: `${monday}T10:00:00+03:00`,
    });
    expect(tortoise.statusCode).toBe(400);
  });

  it('refuses a time only doctors who do not see the species have free', async () => {
    await book({
      ...VISITOR,
      phonenumber: '0722 000 004',
      species: 'Dog',
      type: 'consultation',
      start: `${monday}T09:00:00+03:00`,
    });
    // The companion vet is busy at 09:00; the farm vet is free but sees no dogs.
    const res = await book({
      ...VISITOR,
      species: 'Dog',
      type: 'consultation',
      start: `${monday}T09:00:00+03:00`,
    });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ slots: Slot[] }>();
    expect(body.slots.every((s) => s.doctor_id === companion.id)).toBe(true);
  });

  it('refuses a chosen doctor who does not see the species, in the slots and the booking', async () => {
    const slots = await api.app.inject(
      `/api/appointments/slots?type=consultation&from=${monday}&to=${monday}&doctor=${farm.id}&species=Dog`,
    );
    expect(slots.statusCode).toBe(400);
    expect(slots.json<{ msg: string }>().msg).toBe('doctor does not see this species');
    const res = await book({
      ...VISITOR,
      species: 'Dog',
      type: 'consultation',
      start: `${monday}T09:00:00+03:00`,
      doctor_id: farm.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toBe('doctor_id does not see this species');
  });

  it('keeps the species staff set, refuses unknown ones, and an empty list sees every species', async () => {
    const refused = await setSpecies(companion.email, ['Dog', 'Dragon']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ msg: string }>().msg).toMatch(/^species\.1 must be one of/);
    const staff = (
      await api.app.inject({ url: '/api/auth/staff/', headers: bearer(admin.token) })
    ).json<
      { _id: string; species?: string[] }[] | { data: { _id: string; species?: string[] }[] }
    >();
    const list = Array.isArray(staff) ? staff : staff.data;
    expect(list.find((m) => m._id === companion.id)?.species).toEqual(['Dog', 'Cat']);
    expect((await setSpecies(farm.email, [])).statusCode).toBe(200);
    const dogs = (
      await api.app.inject('/api/appointments/doctors?type=consultation&species=Dog')
    ).json<BookingDoctor[]>();
    expect(dogs.map((d) => d.fullname)).toEqual(['Dr Alpha Farm', 'Dr Zawadi Companion']);
  });
});

describe.each(testDatabaseKinds())('the clinic hours online on %s', (kind) => {
  let api: TestApi;
  let doctor: { id: string; token: string };

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    doctor = await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
  });
  afterEach(() => api.close());

  const slots = async (type: string, day: string) => {
    const res = await api.app.inject(`/api/appointments/slots?type=${type}&from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    return res.json<Slot[]>();
  };

  it('states the hours it books: the footer line is written from the same hours', () => {
    expect(COMPANY.consultationHours).toEqual([
      'Monday to Friday 8.00am-5.00pm',
      'Sunday and holidays by appointment only',
      'Emergency 24 hours',
    ]);
  });

  it('offers no time outside the consultation hours, whatever a doctor works', async () => {
    // The doctor works 07:00-19:00 every day but Sunday, Saturdays included.
    const put = await api.app.inject({
      method: 'PUT',
      url: '/api/appointments/staff/hours',
      headers: bearer(doctor.token),
      payload: {
        hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '19:00' })),
      },
    });
    expect(put.statusCode).toBe(200);
    const tuesday = await next(api, 2);
    const day = await slots('consultation', tuesday);
    expect(day[0]?.start).toBe(`${tuesday}T08:00:00+03:00`);
    expect(day.at(-1)?.end).toBe(`${tuesday}T17:00:00+03:00`);
    // A Saturday that is not the first of its month: closed online, and refused.
    let saturday = await next(api, 6);
    if (isGeriatricClinicDay(saturday)) saturday = addClinicDays(saturday, 7);
    expect(await slots('consultation', saturday)).toEqual([]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...VISITOR,
        species: 'Dog',
        type: 'consultation',
        start: `${saturday}T09:00:00+03:00`,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toBe(
      'start is not a free time for this appointment, please choose another',
    );
    // Sundays stay closed.
    expect(await slots('consultation', await next(api, 7))).toEqual([]);
  });

  it('opens the first Saturday 8am to 3pm for the senior pet check only', async () => {
    // The next first Saturday two days or more ahead; the clock moved to a week before it
    // when the booking window (30 days) does not reach it yet.
    let saturday = await next(api, 6);
    while (!isGeriatricClinicDay(saturday)) saturday = addClinicDays(saturday, 7);
    const ahead = Math.round((Date.parse(saturday) - Date.parse(clinicDay())) / DAY_MS);
    if (ahead > 25) api.advance((ahead - 7) * DAY_MS);

    const senior = await slots('senior-pet-check', saturday);
    expect(senior[0]?.start).toBe(`${saturday}T08:00:00+03:00`);
    expect(senior.at(-1)?.end).toBe(`${saturday}T15:00:00+03:00`);
    expect(senior.every((s) => s.doctor_id === doctor.id)).toBe(true);
    expect(await slots('consultation', saturday)).toEqual([]);

    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...VISITOR,
        species: 'Dog',
        type: 'senior-pet-check',
        start: `${saturday}T14:15:00+03:00`,
      },
    });
    expect(booked.statusCode).toBe(201);
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...VISITOR,
        phonenumber: '0722 000 010',
        species: 'Dog',
        type: 'vaccination',
        start: `${saturday}T09:00:00+03:00`,
      },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('the confirmation on %s', (kind) => {
  let api: TestApi;
  let monday: string;

  beforeEach(async () => {
    api = await createTestApi(kind, {
      PUBLIC_URL: 'https://vet.example',
      REMINDER_POLL_SECONDS: '0',
    });
    await api.account({ isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
    monday = await next(api, 1);
  });
  afterEach(() => api.close());

  const book = async (extra: object = {}) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...VISITOR,
        species: 'Dog',
        type: 'consultation',
        start: `${monday}T09:00:00+03:00`,
        ...extra,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<BookingConfirmation>();
  };

  it('books with a phone number and no email, or an empty one: confirmed by text alone', async () => {
    const made = await book();
    await book({ email: '', phonenumber: '0733 000 000', start: `${monday}T10:00:00+03:00` });
    expect(await api.app.services.reminders.runDue()).toBe(2);
    expect(await readOutbox(api.database.dataDir)).toEqual([]);
    const managed = await api.app.inject(
      made.manage_url.replace('https://vet.example/book_appointment', '/api/appointments'),
    );
    expect(managed.statusCode).toBe(200);
    const noPhone = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...VISITOR,
        phonenumber: '',
        email: 'a@example.com',
        species: 'Dog',
        type: 'consultation',
        start: `${monday}T11:00:00+03:00`,
      },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<{ msg: string }>().msg).toMatch(/^phonenumber /);
  });

  it('leads a short link to the manage page, never cached, and a wrong one to the invalid page', async () => {
    const made = await book();
    const token = made.manage_url.split('/').at(-1) as string;
    const short = new URL(made.short_url);
    expect(short.pathname).toMatch(/^\/m\/[A-Za-z0-9_-]{16}$/);
    // 16 characters of base64url: 96 bits.
    expect((short.pathname.length - 3) * 6).toBeGreaterThanOrEqual(96);
    const res = await api.app.inject(short.pathname);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/book_appointment/manage/${token}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // One character changed, or a made-up one: on to a manage page no booking has.
    const last = short.pathname.at(-1) === 'A' ? 'B' : 'A';
    for (const wrong of [
      `${short.pathname.slice(0, -1)}${last}`,
      '/m/short',
      '/m/%0d%0aSet-Cookie:x',
    ]) {
      const answer = await api.app.inject(wrong);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/book_appointment/manage/not-a-booking');
    }
    expect((await api.app.inject('/api/appointments/manage/not-a-booking')).statusCode).toBe(404);
  });

  it('serves the calendar file of the mail through the manage token, never cached', async () => {
    const made = await book({ email: 'akinyi@example.com' });
    const mail = await waitForMail(api.database.dataDir, 'akinyi@example.com', /confirmed/);
    const mailed = mail.attachments.find((a) => a.filename === 'appointment.ics');
    const path = new URL(made.calendar_url).pathname;
    const res = await api.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(res.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(mailed?.content);
    const vevent = ICAL.Component.fromString(res.body).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(made.start).toISOString());

    // Without an address: a plain copy for their own calendar (PUBLISH, no attendee).
    const textOnly = await book({ phonenumber: '0733 000 001', start: `${monday}T10:00:00+03:00` });
    const plain = await api.app.inject(new URL(textOnly.calendar_url).pathname);
    expect(plain.body).toContain('METHOD:PUBLISH');
    expect(plain.body).not.toContain('ATTENDEE');
    const plainEvent = ICAL.Component.fromString(plain.body).getFirstSubcomponent('vevent');
    expect(plainEvent?.getFirstPropertyValue('summary')).toBe('Consultation - Mifugo Vet');

    const wrong = await api.app.inject(path.replace(/manage\/[^/]+/, `manage/${'x'.repeat(43)}`));
    expect(wrong.statusCode).toBe(404);
  });
});
