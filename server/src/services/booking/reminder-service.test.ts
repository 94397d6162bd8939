// Long on purpose: the reminder worker is tested as it runs, over a real server on both
// databases (two instances, restarts, a failing gateway, shutdown), and those suites share the
// helpers at the top; the SMS transport's test closes it.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import {
  addClinicDays,
  clinicDay,
  clinicWeekday,
  formatClinic,
  type BookingConfirmation,
} from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { createSmsSender, parseOutboxSms } from '../../plugins/sms';
import { createTestApi, readOutbox, testConfig, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const MINUTE = 60_000;

/** From now to half an hour before the first of these bookings: their reminders are all due. */
const justBefore = (made: { start: string }[]) =>
  Math.min(...made.map((b) => Date.parse(b.start))) - 30 * MINUTE - Date.now();

/** A second server instance on the same database (its own connections, its own worker). */
function secondInstance(api: TestApi, clock: () => number) {
  const { dataDir, databaseUrl, schema } = api.database;
  const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
  const app = buildApp(
    testConfig(dataDir, { REMINDER_POLL_SECONDS: '0', PUBLIC_URL: 'https://vet.example' }),
    { database, clock, rateLimits: false },
  );
  return {
    app,
    close: async () => {
      await app.close();
      await database.db.destroy();
    },
  };
}

/**
 * Another instance on the same database with these variables (and its log lines): the worker
 * runs when REMINDER_POLL_SECONDS says so.
 */
async function instance(api: TestApi, clock: () => number, env: Record<string, string>) {
  const { dataDir, databaseUrl, schema } = api.database;
  const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
  const lines: Record<string, unknown>[] = [];
  const app = buildApp(
    testConfig(dataDir, {
      REMINDER_POLL_SECONDS: '0',
      PUBLIC_URL: 'https://vet.example',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    {
      database,
      clock,
      rateLimits: false,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  );
  await app.ready();
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await database.db.destroy();
    },
  };
}

/**
 * A local SMS gateway: answers 503 while `failing`, holds every request while `holding` (until
 * release()), and keeps what it was sent.
 */
async function fakeGateway() {
  const received: { to: string; message: string }[] = [];
  let held: (() => void)[] = [];
  const gateway = {
    failing: false,
    holding: false,
    received,
    url: '',
    release() {
      gateway.holding = false;
      for (const go of held) go();
      held = [];
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = () => {
        received.push(JSON.parse(body) as { to: string; message: string });
        res
          .writeHead(gateway.failing ? 503 : 200, { 'content-type': 'application/json' })
          .end(gateway.failing ? '{"error":"busy"}' : '{"ok":true}');
      };
      if (gateway.holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return gateway;
}

const until = async (check: () => Promise<boolean>, ms = 8_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Timers that keep the process alive (an unref'd one, like the worker's, is not listed). */
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * The confirmations by text, due at booking, marked gone: the tests below are about the
 * reminders (the confirmation's own test is 'texts the confirmation at once ...').
 */
const confirmationsSent = (api: TestApi) =>
  api.database.db
    .updateTable('reminder_jobs')
    .set({ sent_at: new Date().toISOString() })
    .where('channel', '=', 'sms-confirmation')
    .execute();

/** A weekday three days or more ahead that is not a public holiday. */
async function openWeekday(api: TestApi): Promise<string> {
  const holidays = (await api.app.inject('/api/appointments/holidays')).json<{ date: string }[]>();
  let day = addClinicDays(clinicDay(), 3);
  while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day)) {
    day = addClinicDays(day, 1);
  }
  return day;
}

const smsFiles = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'outbox'))
    .filter((name) => name.endsWith('.sms.txt'))
    .map((name) => parseOutboxSms(readFileSync(path.join(dataDir, 'outbox', name), 'utf8')));

describe.each(testDatabaseKinds())('reminders on %s', (kind) => {
  let api: TestApi;
  let offset = 0;
  const clock = () => Date.now() + offset;

  beforeEach(async () => {
    offset = 0;
    api = await createTestApi(kind, {
      REMINDER_POLL_SECONDS: '0',
      PUBLIC_URL: 'https://vet.example',
    });
    await api.account({ isDoctor: true });
  });
  afterEach(() => api.close());

  async function bookThree(): Promise<BookingConfirmation[]> {
    const holidays = (await api.app.inject('/api/appointments/holidays')).json<
      { date: string }[]
    >();
    // A weekday (the default hours) that is not a holiday, three days or more ahead.
    let day = addClinicDays(clinicDay(), 3);
    while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
    const made: BookingConfirmation[] = [];
    for (const [i, time] of ['09:00', '10:00', '11:00'].entries()) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: {
          type: 'consultation',
          start: `${day}T${time}:00+03:00`,
          fullname: `Client ${i}`,
          phonenumber: `07220000${i}0`,
          email: `client${i}@example.com`,
          pet_name: 'Kibo',
          species: 'Cat',
        },
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json());
    }
    await confirmationsSent(api);
    return made;
  }

  it('sends each due reminder once, by mail and SMS, with two instances running', async () => {
    const made = await bookThree();
    const other = secondInstance(api, clock);
    try {
      // Nothing is due yet.
      expect(await api.app.services.reminders.runDue()).toBe(0);
      // Half an hour before the first: every reminder (24 hours before) is due.
      offset = justBefore(made);
      api.advance(offset);
      const sent = await Promise.all([
        api.app.services.reminders.runDue(),
        other.app.services.reminders.runDue(),
        api.app.services.reminders.runDue(),
        other.app.services.reminders.runDue(),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(6);
      const reminders = (await readOutbox(api.database.dataDir)).filter((m) =>
        m.subject.startsWith('Reminder'),
      );
      expect(reminders.map((m) => m.to).sort()).toEqual([
        'client0@example.com',
        'client1@example.com',
        'client2@example.com',
      ]);
      const texts = smsFiles(api.database.dataDir);
      expect(texts.map((t) => t.to).sort()).toEqual([
        '+254722000000',
        '+254722000010',
        '+254722000020',
      ]);
      expect(texts[0]?.from).toBe('MIFUGOVET');
      // The reminder carries the short manage link, which a text has room for.
      expect(made.every((b) => texts.some((t) => t.text.includes(b.short_url)))).toBe(true);
      expect(await api.app.services.reminders.runDue()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('picks up unsent reminders after a restart, and skips cancelled bookings', async () => {
    const made = await bookThree();
    const [first] = made;
    const token = first?.manage_url.split('/').at(-1) as string;
    await api.app.inject({ method: 'DELETE', url: `/api/appointments/manage/${token}` });
    // The first instance stops before any reminder is due; a new one starts later.
    offset = justBefore(made);
    const restarted = secondInstance(api, clock);
    try {
      expect(await restarted.app.services.reminders.runDue()).toBe(4);
      const texts = smsFiles(api.database.dataDir);
      expect(texts.map((t) => t.to).sort()).toEqual(['+254722000010', '+254722000020']);
    } finally {
      await restarted.close();
    }
  });
  it('texts the confirmation at once, with the short link and none of what was typed, once', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        type: 'consultation',
        start: `${await openWeekday(api)}T09:00:00+03:00`,
        fullname: 'Wanjiku. Your booking is unpaid, pay KES 2000',
        phonenumber: '0722 000 090',
        pet_name: 'Pay now at evil.example',
        species: 'Dog',
      },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json<BookingConfirmation>();
    expect(made.short_url).toMatch(/^https:\/\/vet\.example\/m\/[A-Za-z0-9_-]{16}$/);
    // No mail address: no mail at all, the text is the confirmation.
    expect(await api.app.services.reminders.runDue()).toBe(1);
    expect(await api.app.services.reminders.runDue()).toBe(0);
    const texts = smsFiles(api.database.dataDir);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.to).toBe('+254722000090');
    expect(texts[0]?.text).toBe(
      `Mifugo Vet: appointment booked ${formatClinic(made.start, "EEE d MMM 'at' HH:mm")}, ref ${made.reference}. ` +
        `Change or cancel: ${made.short_url} Call +254 722 418 300`,
    );
    expect(texts[0]?.text.length).toBeLessThanOrEqual(160);
    expect(await readOutbox(api.database.dataDir)).toHaveLength(0);
  });
});

describe.each(testDatabaseKinds())('reminder failures and shutdown on %s', (kind) => {
  let api: TestApi;
  let offset = 0;
  const clock = () => Date.now() + offset;

  beforeEach(async () => {
    offset = 0;
    api = await createTestApi(kind, { REMINDER_POLL_SECONDS: '0' });
    await api.account({ isDoctor: true });
  });
  afterEach(() => api.close());

  async function bookThree(): Promise<BookingConfirmation[]> {
    const holidays = (await api.app.inject('/api/appointments/holidays')).json<
      { date: string }[]
    >();
    let day = addClinicDays(clinicDay(), 3);
    while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
    const made: BookingConfirmation[] = [];
    for (const [i, time] of ['09:00', '10:00', '11:00'].entries()) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: {
          type: 'consultation',
          start: `${day}T${time}:00+03:00`,
          fullname: `Client ${i}`,
          phonenumber: `07330000${i}0`,
          email: `client${i}@example.com`,
          pet_name: 'Kibo',
          species: 'Cat',
        },
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json());
    }
    await confirmationsSent(api);
    return made;
  }

  const smsJobs = () =>
    api.database.db
      .selectFrom('reminder_jobs')
      .select(['attempts', 'sent_at', 'last_error', 'claimed_at'])
      .where('channel', '=', 'sms')
      .execute();

  it('tries a failing SMS gateway again after 2 and 10 minutes, logs each failure, and sends once', async () => {
    const made = await bookThree();
    const gateway = await fakeGateway();
    const server = await instance(api, clock, { SMS_GATEWAY_URL: gateway.url });
    try {
      gateway.failing = true;
      offset = justBefore(made);
      // The mail goes; each text fails once.
      expect(await server.app.services.reminders.runDue()).toBe(3);
      expect(gateway.received).toHaveLength(3);
      // Not again at once, nor before its wait is over.
      expect(await server.app.services.reminders.runDue()).toBe(0);
      offset += MINUTE;
      expect(await server.app.services.reminders.runDue()).toBe(0);
      expect(gateway.received).toHaveLength(3);
      offset += MINUTE + 1000;
      expect(await server.app.services.reminders.runDue()).toBe(0);
      expect(gateway.received).toHaveLength(6);
      offset += 9 * MINUTE;
      expect(await server.app.services.reminders.runDue()).toBe(0);
      expect(gateway.received).toHaveLength(6);
      gateway.failing = false;
      offset += MINUTE + 1000;
      expect(await server.app.services.reminders.runDue()).toBe(3);
      expect(
        gateway.received
          .slice(6)
          .map((m) => m.to)
          .sort(),
      ).toEqual(['+254733000000', '+254733000010', '+254733000020']);
      // Sent is sent: later passes leave it.
      offset += 2 * 60 * MINUTE;
      expect(await server.app.services.reminders.runDue()).toBe(0);
      expect(gateway.received).toHaveLength(9);
      for (const job of await smsJobs()) {
        expect(job).toMatchObject({ attempts: 3, last_error: null });
        expect(job.sent_at).not.toBeNull();
      }
      const warnings = server.lines.filter((l) => l.msg === 'reminder not sent, will try again');
      expect(warnings).toHaveLength(6);
      expect(warnings.map((l) => l.attempt)).toEqual([1, 1, 1, 2, 2, 2]);
      expect(
        warnings.every((l) => String((l.err as { message?: string }).message).includes('503')),
      ).toBe(true);
    } finally {
      await server.close();
      await gateway.close();
    }
  });

  it('gives a reminder up after 5 tries and says so in the log', async () => {
    const made = await bookThree();
    const gateway = await fakeGateway();
    gateway.failing = true;
    const server = await instance(api, clock, { SMS_GATEWAY_URL: gateway.url });
    try {
      // An hour after they fell due, then every two hours (past the longest wait).
      offset = Math.min(...made.map((b) => Date.parse(b.start))) - 23 * 60 * MINUTE - Date.now();
      for (let pass = 0; pass < 8; pass += 1) {
        await server.app.services.reminders.runDue();
        offset += 121 * MINUTE;
      }
      expect(gateway.received).toHaveLength(15);
      for (const job of await smsJobs()) {
        expect(job).toMatchObject({ attempts: 5, sent_at: null });
        expect(job.last_error).toMatch(/SMS gateway answered 503/);
      }
      const given = server.lines.filter((l) => l.msg === 'reminder given up after 5 tries');
      expect(given).toHaveLength(3);
      expect(given.every((l) => l.level === 50)).toBe(true);
    } finally {
      await server.close();
      await gateway.close();
    }
  });

  it('runs its worker while open and leaves no timer and no worker after close', async () => {
    const made = await bookThree();
    const before = timers();
    offset = justBefore(made);
    const server = await instance(api, clock, { REMINDER_POLL_SECONDS: '1' });
    let closed = false;
    try {
      // The worker sends the six reminders by itself.
      await until(async () => (await smsJobs()).every((job) => job.sent_at !== null));
    } finally {
      await server.close();
      closed = true;
    }
    expect(closed).toBe(true);
    // Other parts of the process set short timers of their own now and then (jest's reporter
    // debounces its status line by 100 ms): the count has to come back to where it was, and a
    // timer the instance left behind would keep it above for good.
    await until(async () => timers() <= before, 2_000);
    expect(timers()).toBeLessThanOrEqual(before);
    // Due again, with no worker left to take them.
    await api.database.db
      .updateTable('reminder_jobs')
      .set({ sent_at: null, claimed_at: null, claim_token: null, attempts: 0 })
      .execute();
    await sleep(2_500);
    expect((await smsJobs()).every((job) => job.sent_at === null && job.attempts === 0)).toBe(true);
  });

  it('lets a pass under way finish before closing', async () => {
    const made = await bookThree();
    const gateway = await fakeGateway();
    gateway.holding = true;
    offset = justBefore(made);
    const server = await instance(api, clock, {
      REMINDER_POLL_SECONDS: '1',
      SMS_GATEWAY_URL: gateway.url,
    });
    let closing: Promise<unknown> | undefined;
    try {
      // The worker's pass waits on the gateway; close waits on the pass.
      const deadline = Date.now() + 8_000;
      while (!(await smsJobs()).some((job) => job.claimed_at !== null)) {
        if (Date.now() > deadline) throw new Error('no pass started');
        await sleep(50);
      }
      await sleep(200);
      let closed = false;
      closing = server.close().then(() => (closed = true));
      await sleep(500);
      expect(closed).toBe(false);
      gateway.release();
      await closing;
      expect(gateway.received).toHaveLength(3);
      expect((await smsJobs()).every((job) => job.sent_at !== null)).toBe(true);
    } finally {
      gateway.release();
      await (closing ?? server.close());
      await gateway.close();
    }
  });
});

describe('the SMS gateway transport', () => {
  it('posts JSON with the token and sender, and fails on a refusal', async () => {
    const received: { headers: IncomingMessage['headers']; body: string; url?: string }[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body, url: req.url });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sms = createSmsSender({
        gatewayUrl: `http://127.0.0.1:${port}/v1/messages`,
        gatewayToken: 'secret-token',
        senderId: 'MIFUGOVET',
        outboxDir: '/nonexistent',
        log: Fastify({ logger: false }).log,
      });
      await sms.send({ to: '+254722418300', text: 'Reminder: Kibo tomorrow 09:00' });
      expect(received).toHaveLength(1);
      expect(received[0]?.url).toBe('/v1/messages');
      expect(received[0]?.headers.authorization).toBe('Bearer secret-token');
      expect(received[0]?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(received[0]?.body ?? '')).toEqual({
        to: '+254722418300',
        from: 'MIFUGOVET',
        message: 'Reminder: Kibo tomorrow 09:00',
      });
      status = 503;
      await expect(sms.send({ to: '+254722418300', text: 'x' })).rejects.toThrow(
        'SMS gateway answered 503',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
