import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../plugins/database';
import { createTestApi, testConfig, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { firstRun, GENERATED_ADMIN_EMAIL, INITIAL_ADMIN_FILE } from './first-run';

describe.each(testDatabaseKinds())('first run on %s', (kind) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi(kind);
  });
  afterEach(() => api.close());

  const config = (env: Record<string, string> = {}) => testConfig(api.database.dataDir, env);
  const count = async (table: 'staff' | 'blogs' | 'carousel_items' | 'counters' | 'promises') =>
    (await api.database.db.selectFrom(table).select('id').execute()).length;

  it('creates an admin with a random password written once, and the demo, then nothing more', async () => {
    const lines: string[] = [];
    const report = await firstRun(api.app.services, config(), (line) => lines.push(line));
    expect(report).toEqual({
      admin: { email: GENERATED_ADMIN_EMAIL, generatedPassword: true },
      demoSeeded: true,
    });
    const file = readFileSync(path.join(api.database.dataDir, INITIAL_ADMIN_FILE), 'utf8');
    const password = /password: (\S+)/.exec(file)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(lines.join('\n')).toContain(password);
    const { session } = await api.app.services.signIn.withPassword(
      GENERATED_ADMIN_EMAIL,
      password,
      '127.0.0.1',
    );
    expect(session.user.isAdmin).toBe(true);

    const blogs = await api.app.services.blogs.list();
    expect(blogs).toHaveLength(3);
    const types = new Set(blogs.flatMap((b) => b.paragraphs.map((p) => p.content_type)));
    expect([...types].sort()).toEqual(['list', 'paragraph', 'subtitle']);
    expect(await count('counters')).toBe(4);
    expect(await count('promises')).toBe(3);
    expect(await count('carousel_items')).toBeGreaterThanOrEqual(3);
    expect(await api.app.services.directory.doctors()).toHaveLength(3);
    // A fresh site has Kiswahili to show on /sw: every counter, promise and slide, and a post.
    const { data: counters } = await api.app.services.others.counters();
    expect(counters.every((c) => c.title_sw)).toBe(true);
    const { data: promises } = await api.app.services.others.promises();
    expect(promises.every((p) => p.title_sw && p.content_sw)).toBe(true);
    const slides = await api.app.services.carousel.list();
    expect(slides.every((s) => s.alt && s.alt_sw)).toBe(true);
    const translated = blogs.find((b) => b.title_sw);
    expect(translated?.paragraphs.every((p) => p.content_sw)).toBe(true);

    const before = await Promise.all(
      (['staff', 'blogs', 'carousel_items', 'counters', 'promises'] as const).map(count),
    );
    expect(await firstRun(api.app.services, config(), () => {})).toEqual({
      admin: undefined,
      demoSeeded: false,
    });
    const after = await Promise.all(
      (['staff', 'blogs', 'carousel_items', 'counters', 'promises'] as const).map(count),
    );
    expect(after).toEqual(before);
    expect(readFileSync(path.join(api.database.dataDir, INITIAL_ADMIN_FILE), 'utf8')).toBe(file);
  });

  it('takes the admin from ADMIN_EMAIL/ADMIN_PASSWORD and skips the demo with SEED_DEMO=false', async () => {
    const report = await firstRun(
      api.app.services,
      config({
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'a long enough password',
        SEED_DEMO: 'false',
      }),
      () => {},
    );
    expect(report).toEqual({
      admin: { email: 'boss@example.com', generatedPassword: false },
      demoSeeded: false,
    });
    await expect(
      api.app.services.signIn.withPassword(
        'boss@example.com',
        'a long enough password',
        '127.0.0.1',
      ),
    ).resolves.toMatchObject({ session: { status: true } });
    expect(await count('blogs')).toBe(0);
  });

  it('makes one admin and one demo when two instances start together on one database', async () => {
    const { databaseUrl, dataDir, schema } = api.database;
    const second = buildApp(config(), {
      database: openDatabase({ databaseUrl, dataDir, schema }),
    });
    try {
      await second.ready();
      const reports = await Promise.all([
        firstRun(api.app.services, config(), () => {}),
        firstRun(second.services, config(), () => {}),
      ]);
      expect(reports.filter((report) => report.admin).length).toBe(1);
      expect(reports.filter((report) => report.demoSeeded).length).toBe(1);
      expect(await count('staff')).toBe(1 + 3);
      expect(await count('blogs')).toBe(3);
      // The lease is given back: a later start may check again (and finds nothing to do).
      expect(await firstRun(second.services, config(), () => {})).toEqual({
        admin: undefined,
        demoSeeded: false,
      });
    } finally {
      await second.close();
    }
  });
});
