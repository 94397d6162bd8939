// Test helpers (not part of the remote): the real API (shared-data's setupRealApi: the server in a
// child process, over data of its own) for the booking and privacy pages. Slots, holidays, time
// off and conflicts are the server's: the tests make their data through its calls.
import type { BookingConfirmation, CallRequest, Holiday, Slot } from 'shared-data';
import { addClinicDays, bookingWindow, clinicWeekday } from 'shared-data/contract/booking';
import { setupRealApi, type RealApiOptions, type StaffOption } from 'shared-data/testing/real-api';
import { connectSite } from './site-api';

/** Another visitor, who books through the public call from the test (the other side of a race). */
export const OTHER_VISITOR = {
  fullname: 'Akinyi Otieno',
  phonenumber: '+254722418301',
  email: 'akinyi@example.com',
  pet_name: 'Tiny',
  species: 'Cat',
};

/**
 * The real API for this test file, the page connected to it (site-api's connectSite: `requests`,
 * `to`, `offline`). Every test starts from the same data: the server is reset before each (the
 * staff asked for, the seeded appointment types and holidays, nothing booked, the clock now),
 * and the requests the page made are forgotten. Call it at the top of the file.
 */
export function setupBookingApi<K extends string>(staff: Record<K, StaffOption>) {
  const options: RealApiOptions<K> & { resetEach: boolean } = { staff, resetEach: true };
  const api = setupRealApi(options);
  let site: Awaited<ReturnType<typeof connectSite>> | undefined;
  const connected = () => {
    if (!site) throw new Error('The page is connected in beforeAll: use it inside a test or hook');
    return site;
  };
  beforeAll(async () => {
    site = await connectSite(api.base);
  });
  afterAll(() => site?.disconnect());
  beforeEach(() => {
    connected().requests.length = 0;
    connected().offline(false);
  });

  async function expectOk<T>(answer: Promise<{ status: number; body: T }>, status = 200) {
    const res = await answer;
    if (res.status !== status)
      throw new Error(`API answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  const holidays = async () => {
    const { first, last } = bookingWindow();
    return expectOk(api.call<Holiday[]>('GET', `appointments/holidays?from=${first}&to=${last}`));
  };

  return {
    api,
    /** The requests the page made in this test, in order. */
    get requests() {
      return connected().requests;
    },
    /** The page's requests to one 'METHOD /path' (the path without its query). */
    to: (route: string) => connected().to(route),
    /** The network down (no answer at all) or back. */
    offline: (value: boolean) => connected().offline(value),
    call: api.call,
    /** An administrator sets the species a staff member sees, as the dashboard does. */
    species: (email: string, species: string[]) =>
      expectOk(
        api.call('PUT', `auth/staff/${encodeURIComponent(email)}`, {
          body: { species },
          token: api.admin.token,
        }),
      ),
    /** An administrator declares a public holiday. */
    holiday: (date: string, name: string) =>
      expectOk(
        api.call<Holiday>('POST', 'appointments/staff/holidays', {
          body: { date, name },
          token: api.admin.token,
        }),
      ),
    /** A doctor's own time off (ISO instants). */
    timeOff: (token: string, start: string, end: string, reason = 'Leave') =>
      expectOk(
        api.call('POST', 'appointments/staff/time-off', { body: { start, end, reason }, token }),
      ),
    /** Books through the public call, as another visitor would. */
    book: (request: CallRequest<'createAppointment'>) =>
      expectOk(api.call<BookingConfirmation>('POST', 'appointments', { body: request }), 201),
    /** The free slots of one day, as the API lists them. */
    slots: (type: string, day: string, doctor?: string) =>
      expectOk(
        api.call<Slot[]>(
          'GET',
          `appointments/slots?type=${type}&from=${day}&to=${day}${doctor ? `&doctor=${doctor}` : ''}`,
        ),
      ),
    /**
     * The days a doctor on the default hours works that are bookable from their first hour:
     * Monday to Friday, after the window's first day (which may be partly gone), no public
     * holiday. In order.
     */
    async workingDays(): Promise<string[]> {
      const closed = new Set((await holidays()).map((h) => h.date));
      const { first, last } = bookingWindow();
      const days: string[] = [];
      for (let day = addClinicDays(first, 1); day <= last; day = addClinicDays(day, 1))
        if (clinicWeekday(day) <= 5 && !closed.has(day)) days.push(day);
      return days;
    },
  };
}

export type BookingApi = ReturnType<typeof setupBookingApi>;

/** The manage link's token, from a confirmation's manage_url. */
export const tokenOf = (confirmation: BookingConfirmation) =>
  confirmation.manage_url.split('/').at(-1)!;
