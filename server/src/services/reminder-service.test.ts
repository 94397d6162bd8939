import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import {
  addClinicDays,
  clinicDay,
  clinicWeekday,
  type BookingConfirmation,
} from 'shared-data/contract';
import { buildApp } from '../app';
import { openDatabase } from '../plugins/database';
import { createSmsSender, parseOutboxSms } from '../plugins/sms';
import { createTestApi, readOutbox, testConfig, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';

const DAY = 24 * 60 * 60_000;

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
    return made;
  }

  it('sends each due reminder once, by mail and SMS, with two instances running', async () => {
    const made = await bookThree();
    const other = secondInstance(api, clock);
    try {
      // Nothing is due yet.
      expect(await api.app.services.reminders.runDue()).toBe(0);
      api.advance(40 * DAY);
      offset = 40 * DAY;
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
      // The reminder carries the manage link.
      expect(made.some((b) => texts.some((t) => t.text.includes(b.manage_url)))).toBe(true);
      expect(await api.app.services.reminders.runDue()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('picks up unsent reminders after a restart, and skips cancelled bookings', async () => {
    const [first] = await bookThree();
    const token = first?.manage_url.split('/').at(-1) as string;
    await api.app.inject({ method: 'DELETE', url: `/api/appointments/manage/${token}` });
    // The first instance stops before any reminder is due; a new one starts later.
    offset = 40 * DAY;
    const restarted = secondInstance(api, clock);
    try {
      expect(await restarted.app.services.reminders.runDue()).toBe(4);
      const texts = smsFiles(api.database.dataDir);
      expect(texts.map((t) => t.to).sort()).toEqual(['+254722000010', '+254722000020']);
    } finally {
      await restarted.close();
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
        log: pino({ level: 'silent' }),
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
