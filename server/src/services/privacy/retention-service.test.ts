// Retention over the real database, on both (docs/privacy.md#retention): what is past its period
// goes once, with two instances asking at once.
import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { AuditEntry, Page, StaffAppointment } from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { bearer, createTestApi, testConfig, type TestApi } from '../../testing/api';
import { eveningTimes } from '../../testing/booking-times';
import { testDatabaseKinds } from '../../testing/database';
import { RETENTION_EVERY_MS } from './retention-service';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('retention on %s', (kind) => {
  let api: TestApi;
  let admin: { id: string; token: string };
  const evening = eveningTimes(5);

  beforeEach(async () => {
    api = await createTestApi(kind, { REMINDER_POLL_SECONDS: '0' });
    admin = await api.account({ isAdmin: true });
  });
  afterEach(() => api.close());

  async function enquiry(name: string, daysAgo: number) {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create',
      payload: {
        fullname: name,
        email: `${name.toLowerCase()}@example.com`,
        phonenumber: '0722 000 111',
        message: 'Hello',
        geo_data: { ip: '41.90.1.2', city: 'Nairobi' },
      },
    });
    expect(res.statusCode).toBe(200);
    await api.database.db
      .updateTable('enquiries')
      .set({ created_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
      .where('fullname', '=', name)
      .execute();
  }

  async function booking(name: string, daysAgo: number) {
    const doctor = await api.account({ isDoctor: true });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/appointments/staff',
      headers: bearer(admin.token),
      payload: {
        type: 'vaccination',
        start: evening(),
        doctor_id: doctor.id,
        fullname: name,
        phonenumber: '0722 000 222',
        email: `${name.toLowerCase()}@example.com`,
        pet_name: `${name}'s dog`,
        species: 'Dog',
        note: 'A note',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<StaffAppointment>();
    const start = new Date(Date.now() - daysAgo * DAY);
    await api.database.db
      .updateTable('bookings')
      .set({
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + DAY / 96).toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  it('anonymises old bookings, removes old enquiries, addresses, codes and outbox copies, once across two instances', async () => {
    await booking('Oldvisit', 2191);
    await booking('Recentvisit', 2000);
    await enquiry('Oldenquiry', 731);
    await enquiry('Monthold', 31);
    await enquiry('Fresh', 2);
    const outbox = path.join(api.database.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const old = path.join(outbox, 'old.eml');
    const recent = path.join(outbox, 'recent.sms.txt');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const longAgo = (Date.now() - 31 * DAY) / 1000;
    utimesSync(old, longAgo, longAgo);
    // A code that has ended.
    await api.database.db
      .insertInto('privacy_codes')
      .values({
        id: 'ended',
        contact_key: 'k',
        code_hash: 'h',
        expires_at: new Date(Date.now() - DAY).toISOString(),
        created_at: new Date(Date.now() - DAY).toISOString(),
      })
      .execute();

    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const other = buildApp(testConfig(dataDir, { REMINDER_POLL_SECONDS: '0' }), {
      database,
      rateLimits: false,
    });
    await other.ready();
    try {
      const results = await Promise.all([
        api.app.retention.prune(),
        other.retention.prune(),
        api.app.retention.prune(),
        other.retention.prune(),
      ]);
      expect(results.filter((r) => r !== null)).toEqual([
        {
          bookings_anonymised: 1,
          enquiries_removed: 1,
          addresses_removed: 1,
          requests_removed: 0,
          codes_removed: 1,
          outbox_files_removed: expect.any(Number),
        },
      ]);
    } finally {
      await other.close();
      await database.db.destroy();
    }
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);

    const bookings = await api.database.db
      .selectFrom('bookings')
      .select(['fullname', 'phonenumber', 'email', 'pet_name', 'note', 'species', 'anonymised_at'])
      .orderBy('start_at')
      .execute();
    expect(bookings[0]).toEqual(
      expect.objectContaining({
        fullname: '(erased)',
        phonenumber: '',
        email: null,
        pet_name: '(erased)',
        note: '',
        species: 'Dog',
      }),
    );
    expect(bookings[0]?.anonymised_at).not.toBeNull();
    expect(bookings[1]).toEqual(
      expect.objectContaining({ fullname: 'Recentvisit', anonymised_at: null }),
    );

    const enquiries = await api.database.db
      .selectFrom('enquiries')
      .select(['fullname', 'geo_data'])
      .orderBy('created_at')
      .execute();
    expect(enquiries.map((e) => [e.fullname, JSON.parse(e.geo_data ?? 'null')])).toEqual([
      ['Monthold', { city: 'Nairobi' }],
      ['Fresh', { ip: '41.90.1.2', city: 'Nairobi' }],
    ]);
    expect(await api.database.db.selectFrom('privacy_codes').selectAll().execute()).toEqual([]);

    const log = (
      await api.app.inject({
        url: '/api/audit?kind=privacy.retention',
        headers: bearer(admin.token),
      })
    ).json<Page<AuditEntry>>().items;
    expect(log).toHaveLength(1);
    expect(log[0]?.actor).toEqual({ kind: 'system', id: null, name: 'retention' });
    expect(log[0]?.summary).toMatch(
      /^Retention: bookings anonymised 1, enquiries removed 1, addresses removed 1, codes removed 1/,
    );
    expect(JSON.stringify(log)).not.toMatch(/Oldvisit|Oldenquiry/);
    // The entry about the old booking (made by phone) keeps who and when, not the name.
    const about = (
      await api.app.inject({
        url: '/api/audit?kind=appointment.create',
        headers: bearer(admin.token),
      })
    ).json<Page<AuditEntry>>().items;
    expect(about.map((e) => e.summary).join(' ')).toContain("Recentvisit's dog");
    expect(JSON.stringify(about)).not.toContain('Oldvisit');

    // Not again within the hour; then again, with nothing left.
    expect(await api.app.retention.prune()).toBeNull();
    api.advance(RETENTION_EVERY_MS);
    expect(await api.app.retention.prune()).toEqual(
      expect.objectContaining({
        bookings_anonymised: 0,
        enquiries_removed: 0,
        addresses_removed: 0,
      }),
    );
  });

  it('takes its periods from the RETENTION_* settings', async () => {
    const short = await createTestApi(kind, {
      RETENTION_ENQUIRY_DAYS: '7',
      RETENTION_LOG_DAYS: '1',
      REMINDER_POLL_SECONDS: '0',
    });
    try {
      await short.app.inject({
        method: 'POST',
        url: '/api/enquiry/create',
        payload: {
          fullname: 'Week',
          email: 'w@example.com',
          phonenumber: '0722000111',
          message: 'Hi',
        },
      });
      await short.database.db
        .updateTable('enquiries')
        .set({ created_at: new Date(Date.now() - 8 * DAY).toISOString() })
        .execute();
      expect(await short.app.retention.prune()).toEqual(
        expect.objectContaining({ enquiries_removed: 1 }),
      );
    } finally {
      await short.close();
    }
  });
});
