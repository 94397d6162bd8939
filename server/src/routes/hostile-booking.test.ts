// Hostile input for booking: each booking call walked with hostile strings and files
// (../testing/hostile-probes.ts), and table-driven, every booking value a client may get wrong
// refused with a 4xx that names it, on every database kind. The other hostile-*.test.ts suites
// cover the other calls, side by side.
import {
  addClinicDays,
  clinicDay,
  clinicWeekday,
  endpoints,
  type CallName,
} from 'shared-data/contract';
import { bearer } from '../testing/api';
import { uniquePhone } from '../testing/booking-times';
import type { PathParams } from '../testing/calls';
import { testDatabaseKinds } from '../testing/database';
import { HOSTILE_CALL_GROUPS, itWalksCalls } from '../testing/hostile-calls';
import { createHostileFixtures, type HostileFixtures } from '../testing/hostile-fixtures';
import { LONG, problemWith, url } from '../testing/hostile-probes';

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let f: HostileFixtures;

  beforeAll(async () => {
    f = await createHostileFixtures(kind);
  });

  afterAll(async () => {
    await f?.close();
  });

  itWalksCalls(HOSTILE_CALL_GROUPS.booking, () => f);

  /** One booking value a client may get wrong, and the refusal that names its field. */
  interface BookingCase {
    label: string;
    name: CallName;
    request: () => Promise<{
      query?: Record<string, string>;
      fields?: Record<string, unknown>;
      params?: PathParams;
    }>;
    status: number;
    msg: RegExp;
  }

  /** A Monday ahead that is open (no holiday), so only the value under test is wrong. */
  async function openMonday(): Promise<string> {
    const holidays = await f.made<{ date: string }[]>('holidays', {}, null);
    let day = addClinicDays(clinicDay(), 2);
    while (clinicWeekday(day) !== 1 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
    return day;
  }
  const visitor = async (fields: Record<string, unknown> = {}) => ({
    fields: {
      ...f.client,
      type: 'vaccination',
      start: await f.booking.freeSlot(),
      phonenumber: uniquePhone(),
      email: f.visitorEmail(),
      ...fields,
    },
  });
  const atMonday = async (time: string) => `${await openMonday()}T${time}+03:00`;
  const phoneBooking = async (fields: Record<string, unknown>) => ({
    fields: {
      ...f.client,
      type: 'vaccination',
      start: f.eveningTime(),
      doctor_id: f.doctor.id,
      phonenumber: uniquePhone(),
      ...fields,
    },
  });
  const slotsQuery = (query: Record<string, string>) => async () => ({
    query: { type: 'consultation', from: clinicDay(), to: clinicDay(), ...query },
  });
  const tampered = async () => {
    const token = await f.booking.manageToken();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    return `${token.slice(0, -1)}${last}`;
  };
  const hours = (range: Record<string, unknown>) => async () => ({
    fields: { hours: [{ weekday: 1, start: '08:00', end: '17:00', ...range }] },
  });
  const PAST = '2001-01-01T09:00:00+03:00';
  const FAR = '2999-01-07T09:00:00+03:00';

  const BOOKING_CASES: BookingCase[] = [
    // Days and ranges of the lists.
    ...(
      [
        ['from 2026-02-30', { from: '2026-02-30' }, /^from must be a real date/],
        ['from 2027-02-29 (no leap year)', { from: '2027-02-29' }, /^from must be a real date/],
        ['to in month 13', { to: '2026-13-01' }, /^to must be a real date/],
        ['from with slashes', { from: '2026/12/01' }, /^from must be a date YYYY-MM-DD/],
        ['from with a time', { from: '2026-12-01T09:00' }, /^from must be a date YYYY-MM-DD/],
        ['to before from', { from: '2026-12-10', to: '2026-12-01' }, /^to must not be before from/],
        ['40 days', { from: '2026-12-01', to: '2027-01-09' }, /^to must be at most 30 days/],
        ['an unknown type', { type: 'grooming' }, /^type is not an appointment type we offer/],
        ['an unknown doctor', { doctor: 'nobody' }, /^doctor does not offer this appointment/],
      ] as const
    ).map(([label, query, msg]): BookingCase => ({
      label: `slots: ${label}`,
      name: 'appointmentSlots',
      request: slotsQuery(query),
      status: 400,
      msg,
    })),
    {
      label: 'next free: from 2026-02-30',
      name: 'nextFreeSlot',
      request: async () => ({ query: { type: 'vaccination', from: '2026-02-30' } }),
      status: 400,
      msg: /^from must be a real date/,
    },
    {
      label: 'next free: an unknown doctor',
      name: 'nextFreeSlot',
      request: async () => ({ query: { type: 'vaccination', doctor: 'nobody' } }),
      status: 400,
      msg: /^doctor does not offer this appointment/,
    },
    {
      label: 'holidays: to 2026-04-31',
      name: 'holidays',
      request: async () => ({ query: { to: '2026-04-31' } }),
      status: 400,
      msg: /^to must be a real date/,
    },
    {
      label: 'staff list: from 2026-02-30',
      name: 'staffAppointments',
      request: async () => ({ query: { from: '2026-02-30', to: '2026-03-02' } }),
      status: 400,
      msg: /^from must be a real date/,
    },
    {
      label: 'time off list: to 2026-02-30',
      name: 'timeOff',
      request: async () => ({ query: { to: '2026-02-30' } }),
      status: 400,
      msg: /^to must be a real date/,
    },
    {
      label: 'changes: since not a cursor',
      name: 'appointmentChanges',
      request: async () => ({ query: { since: "1' OR 1=1" } }),
      status: 400,
      msg: /^since must be a cursor/,
    },
    // A visitor's booking.
    ...(
      [
        [
          'start 2026-02-30',
          { start: '2026-02-30T09:00:00+03:00' },
          /^start must be a date and time with offset/,
        ],
        [
          'start without an offset',
          { start: '2026-12-01T09:00:00' },
          /^start must be a date and time with offset/,
        ],
        ['start off the grid', 'T09:10:00', /^start must be on a 15-minute step/],
        ['start 30 seconds off the grid', 'T09:00:30', /^start must be on a 15-minute step/],
        ['start outside the hours', 'T18:00:00', /^start is not a free time for this appointment/],
        [
          'start far in the past',
          { start: PAST },
          /^start is not a free time for this appointment/,
        ],
        [
          'start far in the future',
          { start: FAR },
          /^start must be a date and time from 2000-01-01 to \d{4}-12-31$/,
        ],
        ['an unknown type', { type: 'grooming' }, /^type is not an appointment type we offer/],
        [
          'an unknown doctor',
          { doctor_id: 'nobody' },
          /^doctor_id does not offer this appointment/,
        ],
        [
          'a foreign phone number',
          { phonenumber: '+1 212 555 0100' },
          /^phonenumber must be a Kenyan phone number/,
        ],
        ['a 10000-character name', { fullname: LONG }, /^fullname /],
        ['a 10000-character note', { note: LONG }, /^note /],
        ['species as a list', { species: ['Dog', 'Cat'] }, /^species /],
        ['an email that is not one', { email: "x' OR 1=1" }, /^email must be a valid email/],
      ] as const
    ).map(([label, change, msg]): BookingCase => ({
      label: `booking: ${label}`,
      name: 'createAppointment',
      request: async () =>
        visitor(typeof change === 'string' ? { start: await atMonday(change.slice(1)) } : change),
      status: 400,
      msg,
    })),
    // The manage link.
    ...(
      [
        ['managedAppointment', 'read'],
        ['cancelManagedAppointment', 'cancel'],
        ['moveManagedAppointment', 'move'],
      ] as const
    ).map(([name, label]): BookingCase => ({
      label: `manage link, ${label}: a tampered token`,
      name,
      request: async () => ({
        params: { token: await tampered() },
        ...(name === 'moveManagedAppointment'
          ? { fields: { start: await f.booking.freeSlot() } }
          : {}),
      }),
      status: 404,
      msg: /^This appointment link is not valid$/,
    })),
    {
      label: 'manage link: a token of another length',
      name: 'managedAppointment',
      request: async () => ({ params: { token: `${await f.booking.manageToken()}x` } }),
      status: 404,
      msg: /^This appointment link is not valid$/,
    },
    {
      label: 'manage link, move: start off the grid',
      name: 'moveManagedAppointment',
      request: async () => ({
        params: { token: await f.booking.manageToken() },
        fields: { start: await atMonday('10:05:00') },
      }),
      status: 400,
      msg: /^start must be on a 15-minute step/,
    },
    {
      label: 'manage link, move: start in the past',
      name: 'moveManagedAppointment',
      request: async () => ({
        params: { token: await f.booking.manageToken() },
        fields: { start: PAST },
      }),
      status: 400,
      msg: /^start is not a free time for this appointment/,
    },
    // The staff's side.
    {
      label: 'phone booking: start in the past',
      name: 'createPhoneAppointment',
      request: () => phoneBooking({ start: PAST }),
      status: 400,
      msg: /^start must be in the future/,
    },
    {
      label: 'phone booking: start off the grid',
      name: 'createPhoneAppointment',
      request: async () => phoneBooking({ start: await atMonday('09:07:00') }),
      status: 400,
      msg: /^start must be on a 15-minute step/,
    },
    {
      label: 'phone booking: an unknown doctor',
      name: 'createPhoneAppointment',
      request: () => phoneBooking({ doctor_id: 'nobody' }),
      status: 400,
      msg: /^doctor_id is not a doctor/,
    },
    {
      label: 'status: cancelled is not set by hand',
      name: 'setAppointmentStatus',
      request: async () => ({
        params: { id: await f.booking.phoned() },
        fields: { status: 'cancelled' },
      }),
      status: 400,
      msg: /^status /,
    },
    {
      label: 'status: an unknown booking',
      name: 'setAppointmentStatus',
      request: async () => ({ params: { id: 'nobody' }, fields: { status: 'arrived' } }),
      status: 404,
      msg: /appointment was not found/,
    },
    {
      label: 'staff move: start in the past',
      name: 'moveAppointment',
      request: async () => ({ params: { id: await f.booking.phoned() }, fields: { start: PAST } }),
      status: 400,
      msg: /^start must be in the future/,
    },
    {
      label: 'staff move: start 2026-02-30',
      name: 'moveAppointment',
      request: async () => ({
        params: { id: await f.booking.phoned() },
        fields: { start: '2026-02-30T09:00:00+03:00' },
      }),
      status: 400,
      msg: /^start must be a date and time with offset/,
    },
    {
      label: 'staff move: an unknown doctor',
      name: 'moveAppointment',
      request: async () => ({
        params: { id: await f.booking.phoned() },
        fields: { start: f.eveningTime(), doctor_id: 'nobody' },
      }),
      status: 400,
      msg: /^doctor_id is not a doctor/,
    },
    {
      label: 'staff cancel: an unknown booking',
      name: 'cancelAppointment',
      request: async () => ({ params: { id: "1' OR 1=1" }, fields: {} }),
      status: 404,
      msg: /appointment was not found/,
    },
    // Hours, time off, types, holidays.
    ...(
      [
        [
          'a start off the grid',
          { start: '08:10' },
          /^hours\.0\.start must be on a 15-minute step/,
        ],
        ['an end of 25:00', { end: '25:00' }, /^hours\.0\.end must be a time HH:MM/],
        ['weekday 8', { weekday: 8 }, /^hours\.0\.weekday /],
        [
          'an end before its start',
          { start: '12:00', end: '09:00' },
          /^hours\.0\.end must be after its start/,
        ],
      ] as const
    ).map(([label, range, msg]): BookingCase => ({
      label: `hours: ${label}`,
      name: 'setWorkingHours',
      request: hours(range),
      status: 400,
      msg,
    })),
    {
      label: 'hours: 29 ranges',
      name: 'setWorkingHours',
      request: async () => ({
        fields: {
          hours: Array.from({ length: 29 }, () => ({ weekday: 1, start: '08:00', end: '09:00' })),
        },
      }),
      status: 400,
      msg: /^hours must have at most 28 ranges/,
    },
    {
      label: 'hours: an unknown doctor',
      name: 'setWorkingHours',
      request: async () => ({
        fields: { doctor_id: 'nobody', hours: [{ weekday: 1, start: '08:00', end: '17:00' }] },
      }),
      status: 400,
      msg: /^doctor_id is not a staff member/,
    },
    {
      label: 'hours: read for an unknown doctor',
      name: 'workingHours',
      request: async () => ({ query: { doctor: 'nobody' } }),
      status: 400,
      msg: /^doctor is not a staff member/,
    },
    {
      label: 'time off: end before start',
      name: 'addTimeOff',
      request: async () => ({
        fields: { start: '2026-12-01T12:00:00+03:00', end: '2026-12-01T08:00:00+03:00' },
      }),
      status: 400,
      msg: /^end must be after start/,
    },
    {
      label: 'time off: start 2026-02-30',
      name: 'addTimeOff',
      request: async () => ({
        fields: { start: '2026-02-30T08:00:00+03:00', end: '2026-03-02T08:00:00+03:00' },
      }),
      status: 400,
      msg: /^start must be a date and time with offset/,
    },
    {
      label: 'time off: an unknown doctor',
      name: 'addTimeOff',
      request: async () => ({
        fields: {
          doctor_id: 'nobody',
          start: '2026-12-01T08:00:00+03:00',
          end: '2026-12-01T12:00:00+03:00',
        },
      }),
      status: 400,
      msg: /^doctor_id is not a staff member/,
    },
    {
      label: 'time off: delete an unknown entry',
      name: 'deleteTimeOff',
      request: async () => ({ params: { id: 'nobody' } }),
      status: 404,
      msg: /time off was not found/,
    },
    {
      label: 'type: 20 minutes',
      name: 'createAppointmentType',
      request: async () => ({ fields: { name: 'Odd', minutes: 20 } }),
      status: 400,
      msg: /^minutes must be a multiple of 15/,
    },
    {
      label: 'type: 600 minutes',
      name: 'createAppointmentType',
      request: async () => ({ fields: { name: 'Long', minutes: 600 } }),
      status: 400,
      msg: /^minutes must be at most 480/,
    },
    {
      label: 'type: an unknown doctor',
      name: 'createAppointmentType',
      request: async () => ({ fields: { name: 'Odd', minutes: 30, doctor_ids: ['nobody'] } }),
      status: 400,
      msg: /^doctor_ids must name doctors only/,
    },
    {
      label: 'type: update an unknown type',
      name: 'updateAppointmentType',
      request: async () => ({ params: { id: 'nobody' }, fields: { name: 'X' } }),
      status: 404,
      msg: /appointment type was not found/,
    },
    {
      label: 'holiday: 2026-02-30',
      name: 'createHoliday',
      request: async () => ({ fields: { date: '2026-02-30', name: 'Nowhere day' } }),
      status: 400,
      msg: /^date must be a real date/,
    },
    {
      label: 'holiday: a day that has one',
      name: 'createHoliday',
      request: async () => ({ fields: { date: '2026-12-25', name: 'Again' } }),
      status: 409,
      msg: /^date already has a holiday/,
    },
    {
      label: 'holiday: update an unknown one',
      name: 'updateHoliday',
      request: async () => ({ params: { id: 'nobody' }, fields: { name: 'X' } }),
      status: 404,
      msg: /holiday was not found/,
    },
  ];

  it.each(BOOKING_CASES.map((c) => [c.label, c] as const))(
    'refuses %s with a 4xx that says why, changing nothing',
    async (_label, c) => {
      const request = await c.request();
      const before = await f.api.database.db
        .selectFrom('booking_state')
        .select('version')
        .executeTakeFirst();
      const res = await f.api.app.inject({
        method: endpoints[c.name].method,
        url: url(c.name, request.query ?? {}, request.params ?? {}),
        headers: bearer(f.admin.token),
        ...(request.fields ? { payload: request.fields } : {}),
      });
      expect(problemWith(res)).toBeNull();
      expect(res.json()).toEqual({ status: c.status, msg: expect.stringMatching(c.msg) });
      const after = await f.api.database.db
        .selectFrom('booking_state')
        .select('version')
        .executeTakeFirst();
      expect(after).toEqual(before);
    },
  );
});
