// Online bookings per phone number and mailbox (docs/behaviour.md#booking-rules): one contact
// cannot have the clinic mail a stranger without end, even with many requests at once.
import {
  BOOKING,
  addClinicDays,
  clinicDay,
  clinicWeekday,
  type BookingConfirmation,
} from 'shared-data/contract';
import { MAX_MOVES_ONLINE } from '../../services/booking';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('online bookings per phone and mailbox on %s', (kind) => {
  let api: TestApi;
  let days: string[];

  beforeAll(async () => {
    api = await createTestApi(kind, { PUBLIC_URL: 'https://vet.example' });
    await api.account({ isDoctor: true });
    const holidays = (await api.app.inject('/api/appointments/holidays')).json<
      { date: string }[]
    >();
    days = [];
    for (let d = addClinicDays(clinicDay(), 2); days.length < 9; d = addClinicDays(d, 1)) {
      if (clinicWeekday(d) <= 5 && !holidays.some((h) => h.date === d)) days.push(d);
    }
  });
  afterAll(() => api.close());

  let phones = 0;
  /** A phone number used by no other booking of this file. */
  const phone = () => {
    phones += 1;
    return `0733${String(100_000 + phones).padStart(6, '0')}`;
  };
  /** Vaccinations (15 minutes) on one day, one per quarter hour from 08:00. */
  const times = (d: string, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const minutes = 8 * 60 + i * 15;
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      return `${d}T${hh}:${mm}:00+03:00`;
    });
  const book = (start: string, contact: { phonenumber: string; email: string }) =>
    api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        type: 'vaccination',
        start,
        fullname: 'Amina Client',
        pet_name: 'Simba',
        species: 'Dog',
        ...contact,
      },
    });

  it.each([1, 2, 3])(
    'lets 20 simultaneous bookings for one mailbox make exactly its daily share, round %i',
    async (round) => {
      // One stranger's address, written the ways that reach the same mailbox.
      const spellings = [
        `victim${round}@gmail.com`,
        `Victim${round}+a@gmail.com`,
        `v.i.c.t.i.m${round}@googlemail.com`,
        `victim${round}+promo@gmail.com`,
      ];
      const results = await Promise.all(
        times(days[round] as string, 20).map((start, i) =>
          book(start, { phonenumber: phone(), email: spellings[i % spellings.length] as string }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(BOOKING.maxDailyBookingsPerEmail);
      const refused = results.filter((r) => r.statusCode !== 201);
      expect(refused).toHaveLength(20 - BOOKING.maxDailyBookingsPerEmail);
      for (const res of refused) {
        expect(res.json()).toEqual({
          status: 429,
          msg: 'email has made too many bookings today, please call us',
        });
      }
    },
    30_000,
  );

  it.each([1, 2, 3])(
    'lets 20 simultaneous bookings of one phone number make no more than its daily share, cancelled ones counted, round %i',
    async (round) => {
      const phonenumber = phone();
      // Four booked and cancelled already today: two left of the six.
      const earlier = times(days[3 + round] as string, 24).slice(20);
      for (const [i, start] of earlier.entries()) {
        const made = await book(start, { phonenumber, email: `family${round}.${i}@example.com` });
        expect(made.statusCode).toBe(201);
        const token = made.json<BookingConfirmation>().manage_url.split('/').at(-1) as string;
        const cancelled = await api.app.inject({
          method: 'DELETE',
          url: `/api/appointments/manage/${token}`,
        });
        expect(cancelled.statusCode).toBe(200);
      }
      const results = await Promise.all(
        times(days[3 + round] as string, 20).map((start, i) =>
          book(start, { phonenumber, email: `pet${round}.${i}@example.com` }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(BOOKING.maxDailyBookingsPerPhone - 4);
      for (const res of results.filter((r) => r.statusCode !== 201)) {
        expect(res.json()).toEqual({
          status: 429,
          msg: 'phonenumber has made too many bookings today, please call us',
        });
      }
    },
    30_000,
  );

  it('moves a booking through its link at most 3 times, even with 10 moves at once', async () => {
    const [first, ...targets] = times(days[7] as string, 11);
    const made = await book(first as string, { phonenumber: phone(), email: 'mover@example.com' });
    expect(made.statusCode).toBe(201);
    const token = made.json<BookingConfirmation>().manage_url.split('/').at(-1) as string;
    const move = (start: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/appointments/manage/${token}`,
        payload: { start },
      });
    const results = await Promise.all(targets.map(move));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_MOVES_ONLINE);
    const tooOften = {
      status: 409,
      msg: 'This appointment has been moved 3 times; please call us to move it again',
    };
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.json()).toEqual(tooOften);
    }
    expect((await move(first as string)).json()).toEqual(tooOften);
    // Cancelling stays open.
    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/appointments/manage/${token}`,
    });
    expect(cancelled.statusCode).toBe(200);
  }, 30_000);

  it('counts only online bookings of the last 24 hours', async () => {
    const email = 'family@example.com';
    for (const start of times(days[0] as string, BOOKING.maxDailyBookingsPerEmail)) {
      expect((await book(start, { phonenumber: phone(), email })).statusCode).toBe(201);
    }
    const next = times(days[0] as string, BOOKING.maxDailyBookingsPerEmail + 1).at(-1) as string;
    expect((await book(next, { phonenumber: phone(), email })).statusCode).toBe(429);
    // Staff may still book by phone for that mailbox.
    const admin = await api.account({ isAdmin: true, isDoctor: true });
    const phoned = await api.app.inject({
      method: 'POST',
      url: '/api/appointments/staff',
      headers: bearer(admin.token),
      payload: {
        type: 'vaccination',
        start: `${days[0] as string}T19:00:00+03:00`,
        doctor_id: admin.id,
        fullname: 'Amina Client',
        phonenumber: phone(),
        email,
        pet_name: 'Simba',
        species: 'Dog',
      },
    });
    expect(phoned.statusCode).toBe(201);
    // A day later the mailbox may book again.
    const dayLater = 24 * 60 * 60_000 + 60_000;
    api.advance(dayLater);
    try {
      expect((await book(next, { phonenumber: phone(), email })).statusCode).toBe(201);
    } finally {
      api.advance(-dayLater);
    }
  });
});
