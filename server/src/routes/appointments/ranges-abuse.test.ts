// Abuse of the booking calls' ranges, dates and cursors (docs/security.md#ranges-dates-and-pages):
// each is refused with a 400 naming the field before anything is computed or read. The bound
// is shown by what did not happen (the service never called, no query but the sign-in's), not
// by a clock.
import { BOOKING, dateWindow, endpoints, type CallName } from 'shared-data/contract';
import type { Services } from '../../services';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { fillPath } from '../../testing/calls';
import { logQueries, readsOf } from '../../testing/query-log';

type Work = (services: Services) => [object, string];

interface Abuse {
  label: string;
  name: CallName;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  msg: string;
  /** The service method the call would run. */
  work: Work;
}

const { first, last } = dateWindow();
const DAYS = `must be a date from ${first} to ${last}`;
const INSTANTS = `must be a date and time from ${first} to ${last}`;
const TEN_THOUSAND_YEARS = { from: '0001-01-01', to: '9999-12-31' };
const BOTH_ENDS = `from ${DAYS}; to ${DAYS}`;
const FORMAT = 'must be a date YYYY-MM-DD';
const LONGEST = `to must be at most ${BOOKING.maxRangeDays - 1} days after from`;
const MANAGE_TOKEN = 'A'.repeat(43);
const CLIENT = {
  fullname: 'Akinyi Otieno',
  phonenumber: '0722 418 301',
  pet_name: 'Simba',
  species: 'Dog',
};

const slots: Work = (s) => [s.bookings, 'slots'];
const nextFree: Work = (s) => [s.bookings, 'nextFree'];
const holidays: Work = (s) => [s.bookings, 'holidays'];
const staffList: Work = (s) => [s.bookings, 'list'];
const timeOff: Work = (s) => [s.schedule, 'timeOff'];

/** Each abuse of a range, a date or a cursor, call by call. */
const ABUSES: Abuse[] = [
  // GET appointments/slots: the range that froze the server, and its neighbours.
  ...(
    [
      ['a 10,000-year range', { from: '2026-12-01', to: '9999-12-31' }, `to ${DAYS}`],
      ['a 10,000-year range from year 1', TEN_THOUSAND_YEARS, BOTH_ENDS],
      ['the longest range the window holds', { from: first, to: last }, LONGEST],
      ['32 days', { from: '2026-12-01', to: '2027-01-01' }, LONGEST],
      ['to before from', { from: '2026-12-10', to: '2026-12-01' }, 'to must not be before from'],
      ['a year-275760 date', { from: '+275760-09-13', to: '2026-12-01' }, `from ${FORMAT}`],
      ['year 0', { from: '0000-01-01', to: '2026-12-01' }, `from ${DAYS}`],
      ['2026-02-31', { from: '2026-02-31', to: '2026-03-01' }, 'from must be a real date'],
      ['a five-digit year', { from: '2026-12-01', to: '10000-01-01' }, `to ${FORMAT}`],
      // Two days, but the day after 9999-12-31 is '10000-01-01', which sorts before it as text.
      ['the last two days of year 9999', { from: '9999-12-30', to: '9999-12-31' }, BOTH_ENDS],
    ] as const
  ).map(([label, range, msg]): Abuse => ({
    label: `slots: ${label}`,
    name: 'appointmentSlots',
    query: { type: 'consultation', ...range },
    msg,
    work: slots,
  })),
  ...(
    [
      ['a year-275760 date', '+275760-09-13', `from ${FORMAT}`],
      ['year 9999', '9999-12-31', `from ${DAYS}`],
      ['year 0', '0000-01-01', `from ${DAYS}`],
    ] as const
  ).map(([label, from, msg]): Abuse => ({
    label: `next free: ${label}`,
    name: 'nextFreeSlot',
    query: { type: 'consultation', from },
    msg,
    work: nextFree,
  })),
  {
    label: 'holidays: a 10,000-year range',
    name: 'holidays',
    query: TEN_THOUSAND_YEARS,
    msg: BOTH_ENDS,
    work: holidays,
  },
  {
    label: 'holidays: to before from',
    name: 'holidays',
    query: { from: '2027-01-01', to: '2026-01-01' },
    msg: 'to must not be before from',
    work: holidays,
  },
  {
    label: 'booking: a start in year 9999',
    name: 'createAppointment',
    body: {
      type: 'consultation',
      start: '9999-12-31T09:00:00+03:00',
      email: 'akinyi@example.com',
      ...CLIENT,
    },
    msg: `start ${INSTANTS}`,
    work: (s) => [s.bookings, 'create'],
  },
  {
    label: 'manage link, move: a start in year 0',
    name: 'moveManagedAppointment',
    params: { token: MANAGE_TOKEN },
    body: { start: '0000-01-03T09:00:00Z' },
    msg: `start ${INSTANTS}`,
    work: (s) => [s.bookings, 'moveManaged'],
  },
  // The staff's calendar and settings.
  ...(
    [
      ['a 10,000-year range', TEN_THOUSAND_YEARS, BOTH_ENDS],
      ['the longest range the window holds', { from: first, to: last }, LONGEST],
      ['a year-275760 date', { from: '2026-12-01', to: '+275760-09-13' }, `to ${FORMAT}`],
      ['to before from', { from: '2026-12-10', to: '2026-12-01' }, 'to must not be before from'],
    ] as const
  ).map(([label, range, msg]): Abuse => ({
    label: `staff calendar: ${label}`,
    name: 'staffAppointments',
    query: range,
    msg,
    work: staffList,
  })),
  {
    label: 'time off list: a 10,000-year range',
    name: 'timeOff',
    query: TEN_THOUSAND_YEARS,
    msg: BOTH_ENDS,
    work: timeOff,
  },
  {
    label: 'time off list: to before from',
    name: 'timeOff',
    query: { from: '2027-01-01', to: '2026-01-01' },
    msg: 'to must not be before from',
    work: timeOff,
  },
  {
    label: 'time off: 10,000 years away',
    name: 'addTimeOff',
    body: { start: '2026-12-01T08:00:00+03:00', end: '9999-12-31T17:00:00+03:00' },
    msg: `end ${INSTANTS}`,
    work: (s) => [s.schedule, 'addTimeOff'],
  },
  {
    label: 'phone booking: a start in year 9999',
    name: 'createPhoneAppointment',
    body: {
      type: 'consultation',
      start: '9999-12-31T09:00:00+03:00',
      doctor_id: 'someone',
      ...CLIENT,
    },
    msg: `start ${INSTANTS}`,
    work: (s) => [s.bookings, 'createByPhone'],
  },
  {
    label: 'staff move: a start in year 9999',
    name: 'moveAppointment',
    params: { id: 'some-booking' },
    body: { start: '9999-12-31T09:00:00+03:00' },
    msg: `start ${INSTANTS}`,
    work: (s) => [s.bookings, 'staffMove'],
  },
  {
    label: 'holiday: year 9999',
    name: 'createHoliday',
    body: { date: '9999-12-25', name: 'Far away' },
    msg: `date ${DAYS}`,
    work: (s) => [s.schedule, 'createHoliday'],
  },
  {
    label: 'holiday update: year 0',
    name: 'updateHoliday',
    params: { id: 'some-holiday' },
    body: { date: '0000-12-25' },
    msg: `date ${DAYS}`,
    work: (s) => [s.schedule, 'updateHoliday'],
  },
  // The changes cursor: digits from an earlier answer, nothing else.
  ...(
    [
      ['negative', '-1'],
      ['fractional', '1.5'],
      ['in exponent form', '1e9'],
      ['of 16 digits', '9'.repeat(16)],
      ['garbage', 'eyJ2IjoxfQ=='],
    ] as const
  ).map(([label, since]): Abuse => ({
    label: `changes: a cursor ${label}`,
    name: 'appointmentChanges',
    query: { since },
    msg: 'since must be a cursor from an earlier answer',
    work: (s) => [s.bookings, 'changes'],
  })),
];

describe.each(testDatabaseKinds())('booking ranges, dates and cursors on %s', (kind) => {
  let api: TestApi;
  let token: string;
  /** What the sign-in check of a bearer call reads, and nothing more. */
  let signInReads: string[];

  beforeAll(async () => {
    api = await createTestApi(kind);
    ({ token } = await api.account({ isAdmin: true, isDoctor: true }));
    signInReads = await readsOf(api.database.db, () => api.app.services.signIn.authenticate(token));
  });
  afterAll(() => api.close());

  const call = (c: Pick<Abuse, 'name' | 'query' | 'body' | 'params'>) => {
    const { method, path, auth } = endpoints[c.name];
    const search = new URLSearchParams(c.query ?? {}).toString();
    return api.app.inject({
      method,
      url: `/api/${fillPath(path, c.params ?? {})}${search ? `?${search}` : ''}`,
      headers: auth === 'bearer' ? bearer(token) : {},
      ...(c.body ? { payload: c.body } : {}),
    });
  };

  /** Runs the call while watching its service method and the database. */
  async function watched(c: Abuse) {
    const [service, method] = c.work(api.app.services);
    const work = jest.spyOn(service as Record<string, () => unknown>, method);
    const log = logQueries(api.database.db);
    try {
      const res = await call(c);
      return { res, worked: work.mock.calls.length, reads: [...log.statements] };
    } finally {
      log.stop();
      work.mockRestore();
    }
  }

  it('sees the work of a range it accepts (the watch can fail)', async () => {
    const { first: today } = dateWindow();
    const accepted = await watched({
      label: 'one day',
      name: 'staffAppointments',
      query: { from: today, to: today },
      msg: '',
      work: staffList,
    });
    expect(accepted.res.statusCode).toBe(200);
    expect(accepted.worked).toBe(1);
    expect(accepted.reads.filter((sql) => /\bbookings\b/.test(sql))).not.toEqual([]);
  });

  it.each(ABUSES.map((c) => [c.label, c] as const))(
    'refuses %s with a 400 naming the field, before any work',
    async (_label, c) => {
      const { res, worked, reads } = await watched(c);
      expect(res.json()).toEqual({ status: 400, msg: c.msg });
      expect(worked).toBe(0);
      expect(reads).toEqual(endpoints[c.name].auth === 'bearer' ? signInReads : []);
    },
  );

  it('refuses a long range from the service itself, before reading a row', async () => {
    const log = logQueries(api.database.db);
    try {
      await expect(
        api.app.services.bookings.slots({ type: 'consultation', from: first, to: last }),
      ).rejects.toMatchObject({ statusCode: 400, message: LONGEST });
      await expect(
        api.app.services.bookings.list({ from: '2026-12-01', to: '9999-12-31' }),
      ).rejects.toMatchObject({ statusCode: 400, message: `to ${DAYS}` });
    } finally {
      log.stop();
    }
    expect(log.statements).toEqual([]);
  });
});
