// Test helpers (not part of the remote): the real API (the server's own app over a fresh SQLite
// database) on loopback, for the booking pages. Slots, holidays, time off and conflicts are
// the server's: the tests make their data through its calls and services.
import { clearImmediate, setImmediate } from 'node:timers';
import { runInThisContext } from 'node:vm';
import type { BookingConfirmation, CallRequest, Holiday, Slot } from 'shared-data';
import { addClinicDays, bookingWindow, clinicWeekday } from 'shared-data/contract/booking';
import { bearer, createTestApi, type TestApi } from '../../../../server/src/testing/api';
import { connectSite } from './site-api';

// The server runs inside jsdom's window, whose globals are another realm's: it has no
// setImmediate (the HTTP stack uses Node's), and its ArrayBuffer does not know Node's buffers
// as instances (Fastify tells a ready body from an object to serialize by instanceof). Nor has
// it fetch's Response and ReadableStream, which the API's compression asks a body about
// (`instanceof`): Node's own are lent to it.
Object.assign(globalThis, { setImmediate, clearImmediate });
for (const name of ['Response', 'ReadableStream'] as const) {
  if (typeof globalThis[name] === 'undefined') {
    Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
  }
}
Object.defineProperty(ArrayBuffer, Symbol.hasInstance, {
  value: (value: unknown) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
});

/** Another visitor, who books through the public call from the test (the other side of a race). */
export const OTHER_VISITOR = {
  fullname: 'Akinyi Otieno',
  phonenumber: '+254722418301',
  email: 'akinyi@example.com',
  pet_name: 'Tiny',
  species: 'Cat',
};

/**
 * Starts the API on a loopback port and connects the page to it (site-api's connectSite):
 * manage links point at the page's origin, reminders are off (their own tests run them).
 */
export async function startBookingServer() {
  const api: TestApi = await createTestApi('sqlite', {
    PUBLIC_URL: window.location.origin,
    REMINDER_POLL_SECONDS: '0',
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  const site = await connectSite(`http://127.0.0.1:${port}/api/`);
  let admin: { token: string } | undefined;

  /** A call to the API as a client outside the page would make it: JSON in and out. */
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { body, token }: { body?: object; token?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const res = await api.app.inject({
      method,
      url: `/api/${url}`,
      ...(body ? { payload: body } : {}),
      headers: token ? bearer(token) : {},
    });
    return { status: res.statusCode, body: res.json<T>() };
  }

  async function expectOk<T>(answer: Promise<{ status: number; body: T }>, status = 200) {
    const res = await answer;
    if (res.status !== status)
      throw new Error(`API answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  const holidays = async () => {
    const { first, last } = bookingWindow();
    return expectOk(call<Holiday[]>('GET', `appointments/holidays?from=${first}&to=${last}`));
  };

  return {
    api,
    ...site,
    call,
    /** A doctor (staff with Doctor yes) on the default hours: Monday to Friday, 08:00-17:00. */
    doctor: (fullname: string) => api.account({ isDoctor: true, fullname }),
    /** An administrator sets the species a staff member sees, as the dashboard does. */
    async species(email: string, species: string[]) {
      admin ??= await api.account({ isAdmin: true });
      return expectOk(
        call('PUT', `auth/staff/${encodeURIComponent(email)}`, {
          body: { species },
          token: admin.token,
        }),
      );
    },
    /** An administrator declares a public holiday. */
    async holiday(date: string, name: string) {
      admin ??= await api.account({ isAdmin: true });
      return expectOk(
        call<Holiday>('POST', 'appointments/staff/holidays', {
          body: { date, name },
          token: admin.token,
        }),
      );
    },
    /** A doctor's own time off (ISO instants). */
    timeOff: (token: string, start: string, end: string, reason = 'Leave') =>
      expectOk(
        call('POST', 'appointments/staff/time-off', { body: { start, end, reason }, token }),
      ),
    /** Books through the public call, as another visitor would. */
    book: (request: CallRequest<'createAppointment'>) =>
      expectOk(call<BookingConfirmation>('POST', 'appointments', { body: request }), 201),
    /** The free slots of one day, as the API lists them. */
    slots: (type: string, day: string, doctor?: string) =>
      expectOk(
        call<Slot[]>(
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
    async close() {
      site.disconnect();
      await api.close();
    },
  };
}

export type BookingServer = Awaited<ReturnType<typeof startBookingServer>>;

/** The manage link's token, from a confirmation's manage_url. */
export const tokenOf = (confirmation: BookingConfirmation) =>
  confirmation.manage_url.split('/').at(-1)!;
