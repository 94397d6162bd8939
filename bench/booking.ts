// Online booking at size: `npx tsx bench/booking.ts` runs it alone.
//
// 1. The slot list: 6 doctors, each with about 8 bookings on every working day of the next 30
//    (a busy clinic), then GET appointments/slots for 30 days timed through the whole app
//    (routing, validation, queries, the slot computation, serialisation; app.inject, so no
//    socket): "any available" and one doctor, median and p99 of RUNS answers after a warm-up,
//    on SQLite and, when one answers at TEST_DATABASE_URL, PostgreSQL.
// 2. Bookings per second: the real server listening on 127.0.0.1 in a child process of its own
//    (so the clients do not take turns on its event loop), 20 clients each booking distinct free
//    slots with fetch, one request at a time, for at most DURATION_SECONDS. Per-IP limits are
//    off (they would refuse the 11th booking); the per-phone ones are met with a number per
//    booking.
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import {
  addClinicDays,
  clinicDay,
  clinicDays,
  clinicWeekday,
  type Slot,
} from 'shared-data/contract';
import type { DatabaseKind } from '../server/src/core/database';
import { bearer, createTestApi, type TestApi } from '../server/src/testing/api';
import { testDatabaseKinds } from '../server/src/testing/database';
import { findPostgres } from './postgres';

const DOCTORS = 6;
const DAYS = 30;
const BOOKINGS_PER_DOCTOR_DAY = 8;
const RUNS = 50;
const CLIENTS = 20;
const DURATION_SECONDS = 10;
export const BUDGET_SLOTS_MS = 50;
const ROLE_FLAG = '--bench-booking-server=';
/** A child that outlives this long is stopped whatever happens to its parent. */
const CHILD_LIFETIME_MS = 5 * 60_000;

export interface Timing {
  url: string;
  slots: number;
  medianMs: number;
  p99Ms: number;
}

export interface BookingLoad {
  clients: number;
  durationSeconds: number;
  /** Successful bookings (201) per second. */
  bookingsPerSecond: number;
  created: number;
  /** 409: the time was taken (none expected: every client books a distinct free slot). */
  conflicts: number;
  /** Other answers (4xx/5xx) and network errors. */
  otherStatuses: Record<string, number>;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface BookingBench {
  doctors: number;
  days: number;
  bookings: Record<string, number>;
  seedSeconds: Record<string, number>;
  slotList: Record<string, { anyDoctor: Timing; oneDoctor: Timing }>;
  load: Record<string, BookingLoad>;
  budgetMs: number;
  withinBudget: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Deterministic, so every run books the same times. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

let phones = 0;
const nextPhone = () => `07${String(40_000_000 + (phones += 1)).padStart(8, '0')}`;

/** Six doctors, and about 8 half-hour bookings each on every open day of the next 30. */
async function seed(api: TestApi): Promise<{ doctorIds: string[]; bookings: number }> {
  const admin = await api.account({ isAdmin: true });
  const doctorIds: string[] = [];
  for (let d = 0; d < DOCTORS; d += 1) {
    doctorIds.push((await api.account({ isDoctor: true, fullname: `Dr Bench ${d + 1}` })).id);
  }
  const holidays = new Set(
    (await api.app.inject('/api/appointments/holidays'))
      .json<{ date: string }[]>()
      .map((h) => h.date),
  );
  const random = generator(7);
  const today = clinicDay();
  // From the day after tomorrow: every time is in the future and past the one-hour lead.
  const days = clinicDays(addClinicDays(today, 2), addClinicDays(today, DAYS)).filter(
    (day) => clinicWeekday(day) <= 5 && !holidays.has(day),
  );
  let bookings = 0;
  for (const day of days) {
    for (const doctorId of doctorIds) {
      // 18 half hours from 08:00 to 16:30; 8 of them, drawn.
      const halfHours = Array.from({ length: 18 }, (_, i) => i);
      for (let i = halfHours.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [halfHours[i], halfHours[j]] = [halfHours[j]!, halfHours[i]!];
      }
      for (const half of halfHours.slice(0, BOOKINGS_PER_DOCTOR_DAY)) {
        const minutes = 8 * 60 + half * 30;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
        const res = await api.app.inject({
          method: 'POST',
          url: '/api/appointments/staff',
          headers: bearer(admin.token),
          payload: {
            type: 'consultation',
            start: `${day}T${time}:00+03:00`,
            doctor_id: doctorId,
            fullname: 'Bench Client',
            phonenumber: nextPhone(),
            pet_name: 'Simba',
            species: 'Dog',
          },
        });
        if (res.statusCode !== 201) throw new Error(`seed: ${res.statusCode} ${res.body}`);
        bookings += 1;
      }
    }
  }
  return { doctorIds, bookings };
}

async function time(api: TestApi, url: string): Promise<Timing> {
  const ask = () => api.app.inject(url);
  const warm = await ask();
  if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    const res = await ask();
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  return {
    url,
    slots: warm.json<unknown[]>().length,
    medianMs: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
  };
}

// ---------------------------------------------------------------- the server's child process

/** The child: the real app over a fresh test database of that kind, six doctors, listening. */
async function serve(kind: DatabaseKind): Promise<void> {
  const api = await createTestApi(kind);
  const doctorIds: string[] = [];
  for (let d = 0; d < DOCTORS; d += 1) {
    doctorIds.push((await api.account({ isDoctor: true, fullname: `Dr Load ${d + 1}` })).id);
  }
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('message', (message) => {
    if (message === 'stop') stop();
  });
  process.on('disconnect', stop);
  setTimeout(() => process.exit(2), CHILD_LIFETIME_MS).unref();
  process.send?.({
    type: 'ready',
    port: (api.app.server.address() as AddressInfo).port,
    doctorIds,
  });
}

async function startServer(kind: DatabaseKind) {
  const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
    ? [...process.execArgv]
    : ['--import', 'tsx', ...process.execArgv];
  const child: ChildProcess = fork(__filename, [`${ROLE_FLAG}${kind}`], {
    env: process.env,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ port: number; doctorIds: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start')), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as { port: number; doctorIds: string[] });
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code})`)));
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url: `http://127.0.0.1:${ready.port}`,
    doctorIds: ready.doctorIds,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send('stop');
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function load(kind: DatabaseKind): Promise<BookingLoad> {
  const server = await startServer(kind);
  try {
    // Every doctor's free 15-minute slots over the window: distinct (doctor, start) pairs.
    const today = clinicDay();
    const free: { doctor: string; start: string }[] = [];
    for (const doctor of server.doctorIds) {
      const query = new URLSearchParams({
        type: 'vaccination',
        doctor,
        from: today,
        to: addClinicDays(today, DAYS),
      });
      const slots = (await (
        await fetch(`${server.url}/api/appointments/slots?${query}`)
      ).json()) as Slot[];
      free.push(...slots.map((s) => ({ doctor, start: s.start })));
    }
    // Spread over days and doctors, as visitors would be.
    const random = generator(11);
    for (let i = free.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [free[i], free[j]] = [free[j]!, free[i]!];
    }
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const deadline = started + DURATION_SECONDS * 1000;
    const client = async () => {
      while (performance.now() < deadline && next < free.length) {
        const slot = free[next]!;
        next += 1;
        const t0 = performance.now();
        try {
          const res = await fetch(`${server.url}/api/appointments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              type: 'vaccination',
              start: slot.start,
              doctor_id: slot.doctor,
              fullname: 'Load Client',
              phonenumber: nextPhone(),
              email: 'load@example.com',
              pet_name: 'Kibo',
              species: 'Cat',
            }),
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;
    const { 201: created = 0, 409: conflicts = 0, ...others } = statuses;
    return {
      clients: CLIENTS,
      durationSeconds: round(seconds),
      bookingsPerSecond: round(created / seconds),
      created,
      conflicts,
      otherStatuses: others,
      errors,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------- the whole part

export async function benchBooking(): Promise<BookingBench> {
  await findPostgres();
  const bookings: Record<string, number> = {};
  const seedSeconds: Record<string, number> = {};
  const slotList: BookingBench['slotList'] = {};
  const loads: Record<string, BookingLoad> = {};
  for (const kind of testDatabaseKinds()) {
    const api = await createTestApi(kind);
    try {
      const t0 = performance.now();
      const seeded = await seed(api);
      seedSeconds[kind] = round((performance.now() - t0) / 1000);
      bookings[kind] = seeded.bookings;
      if (kind === 'postgres') {
        const { sql } = await import('kysely');
        await sql`analyze`.execute(api.database.db);
      }
      const from = clinicDay();
      const to = addClinicDays(from, DAYS);
      const base = `/api/appointments/slots?type=consultation&from=${from}&to=${to}`;
      slotList[kind] = {
        anyDoctor: await time(api, base),
        oneDoctor: await time(api, `${base}&doctor=${seeded.doctorIds[0] ?? ''}`),
      };
    } finally {
      await api.close();
    }
    loads[kind] = await load(kind);
  }
  const withinBudget = Object.values(slotList).every((t) => t.anyDoctor.medianMs < BUDGET_SLOTS_MS);
  return {
    doctors: DOCTORS,
    days: DAYS,
    bookings,
    seedSeconds,
    slotList,
    load: loads,
    budgetMs: BUDGET_SLOTS_MS,
    withinBudget,
  };
}

export function bookingLines(bench: BookingBench): string[] {
  const lines = [
    `Slot list, ${bench.days + 1} days x ${bench.doctors} doctors (median / p99 of ${RUNS}):`,
  ];
  for (const [kind, t] of Object.entries(bench.slotList)) {
    lines.push(
      `  ${kind}, ${bench.bookings[kind]} bookings (seeded in ${bench.seedSeconds[kind]} s):`,
      `    any doctor: ${t.anyDoctor.medianMs} / ${t.anyDoctor.p99Ms} ms (${t.anyDoctor.slots} slots)`,
      `    one doctor: ${t.oneDoctor.medianMs} / ${t.oneDoctor.p99Ms} ms (${t.oneDoctor.slots} slots)`,
    );
  }
  lines.push(`  budget ${bench.budgetMs} ms: ${bench.withinBudget ? 'within' : 'OVER'}`);
  for (const [kind, l] of Object.entries(bench.load)) {
    lines.push(
      `Bookings under ${l.clients} concurrent clients on ${kind}: ${l.bookingsPerSecond} a second ` +
        `(${l.created} in ${l.durationSeconds} s; ${l.conflicts} 409, ` +
        `other ${JSON.stringify(l.otherStatuses)}, ${l.errors} errors; ` +
        `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms)`,
    );
  }
  return lines;
}

const role = process.argv.find((arg) => arg.startsWith(ROLE_FLAG))?.slice(ROLE_FLAG.length);
if (role) {
  serve(role as DatabaseKind).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (require.main === module) {
  benchBooking()
    .then((bench) => {
      for (const line of bookingLines(bench)) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
