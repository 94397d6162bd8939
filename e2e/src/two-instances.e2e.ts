import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import {
  createPostgresDatabase,
  queryPostgres,
  REDIS_URL,
  startRoundRobin,
  startS3,
  startSmsGateway,
} from './testing/cluster';
import { startMailCapture } from './testing/mail-capture';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.com', password: 'two instances, one site' };
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What `read` gives once it gives `expected`, or after 5 s, whatever it gives then. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > deadline) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function signIn(site: RunningSite) {
  const response = await fetch(`${site.url}/api/auth/signin/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token } = await json<{ access_token: string }>(response);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { token: access_token, cookie };
}

interface ListedBlog {
  blog_id: string;
  title: string;
  image: string;
}

async function blogs(site: RunningSite): Promise<ListedBlog[]> {
  return json<ListedBlog[]>(await fetch(`${site.url}/api/blog/`));
}

/** An image URL as the API gives it, fetched from that site. */
async function imageBytes(site: RunningSite, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, site.url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

// What the README's "past one machine" section promises, shown: two server processes on one
// PostgreSQL database, one Redis and one S3 bucket are one site, whichever of them answers.
describe('two server instances on PostgreSQL, Redis and S3', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let redis: Redis;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;
  let a: RunningSite;
  let b: RunningSite;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    s3 = await startS3();
    redis = new Redis(REDIS_URL);
    await redis.flushdb();
    mail = await startMailCapture();
    sms = await startSmsGateway();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'one secret for every instance, at least 32 characters long',
      SMTP_URL: mail.url,
      SMS_GATEWAY_URL: sms.url,
      // Both instances look for due reminders every second.
      REMINDER_POLL_SECONDS: '1',
      ...s3.env,
    };
    // Started together on an empty database: both migrate and run the first start at once.
    [a, b] = await Promise.all([startSite(env), startSite(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.flushdb();
    redis?.disconnect();
    await mail?.close();
    await sms?.stop();
    await s3?.stop();
    await database?.drop();
  });

  it('made one administrator and one demo between them', async () => {
    const [fromA, fromB] = await Promise.all([blogs(a), blogs(b)]);
    expect(fromA).toHaveLength(3);
    expect(fromB).toEqual(fromA);
    const { token } = await signIn(a);
    const staff = await json<{ email: string; isAdmin: boolean }[]>(
      await fetch(`${b.url}/api/auth/staff/`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(staff.filter((member) => member.isAdmin).map((member) => member.email)).toEqual([
      ADMIN.email,
    ]);
  });

  it('serves from one instance the blog and image written through the other, its cache dropped', async () => {
    const before = await blogs(b); // B's cached list, built before the write
    const { token } = await signIn(a);
    const form = new FormData();
    form.append('title', 'Written through A');
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
    const created = await json<ListedBlog>(
      await fetch(`${a.url}/api/blog/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
    );

    const after = await blogs(b);
    expect(after).toHaveLength(before.length + 1);
    const listed = after.find((blog) => blog.blog_id === created.blog_id);
    expect(listed?.title).toBe('Written through A');
    const image = listed?.image ?? '';
    expect(await imageBytes(b, image)).toEqual(await imageBytes(a, image));
    expect((await imageBytes(b, image)).subarray(0, 4).toString('ascii')).toBe('RIFF'); // WebP
  });

  it('refreshes on one instance a session started on the other', async () => {
    const { cookie } = await signIn(a);
    const refreshed = await fetch(`${b.url}/api/auth/refresh-token`, { headers: { cookie } });
    const { access_token } = await json<{ access_token: string }>(refreshed);
    const account = await fetch(`${a.url}/api/auth/staff/account`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(account.status).toBe(200);
    // The old refresh token was rotated away on B: A refuses it too.
    expect((await fetch(`${a.url}/api/auth/refresh-token`, { headers: { cookie } })).status).toBe(
      401,
    );
  });

  it('counts rate limits across both instances', async () => {
    // Five enquiries per address in ten minutes, wherever they land.
    const enquiry = (site: RunningSite, n: number) =>
      fetch(`${site.url}/api/enquiry/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullname: `Visitor ${n}`,
          email: `visitor${n}@example.com`,
          phonenumber: '0712 345 678',
          message: 'Is the clinic open on Saturday?',
        }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await enquiry(n % 2 ? b : a, n)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is one site to a browser whose every request goes to the next instance', async () => {
    const balancer = await startRoundRobin([a.port, b.port]);
    const browser: Browser = await launchBrowser();
    try {
      const { page, errors } = await openPage(browser);
      await page.goto(`${balancer.url}/sign_in`);
      await page.getByLabel('Email address').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/dashboard/);
      await page.reload(); // the session survives, refreshed by whichever instance answers
      await page.getByRole('link', { name: 'Blog' }).first().waitFor();
      await page.goto(`${balancer.url}/blog`);
      await page.getByText('Written through A').first().waitFor();
      expect(errors).toEqual([]);
      expect(balancer.served.every((count) => count > 5)).toBe(true);
    } finally {
      await browser.close();
      await balancer.stop();
    }
  });
  it('sends each reminder once, whichever instance finds it due', async () => {
    // Two days ahead or more: a booking has reminders when it is over 24 hours away.
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const free = await json<{ start: string; doctor_id: string }>(
      await fetch(`${a.url}/api/appointments/next-free?type=consultation&species=Cat&from=${from}`),
    );
    const booked = await json<{ reference: string }>(
      await fetch(`${a.url}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'consultation',
          start: free.start,
          doctor_id: free.doctor_id,
          fullname: 'Achieng Otieno',
          phonenumber: '0722 000 111',
          email: 'achieng@example.com',
          pet_name: 'Tiger',
          species: 'Cat',
        }),
      }),
    );
    // Its reminders (a mail, a text) are due 24 hours before: make them due now, for both
    // instances to find.
    const jobs = await queryPostgres<{ channel: string }>(
      database.url,
      `select channel from reminder_jobs
        where booking_id = (select id from bookings where reference = $1) order by channel`,
      [booked.reference],
    );
    // The confirmation by text is a job of the same queue, due at once.
    expect(jobs.map((job) => job.channel)).toEqual(['mail', 'sms', 'sms-confirmation']);
    await queryPostgres(
      database.url,
      `update reminder_jobs set due_at = $1
        where booking_id = (select id from bookings where reference = $2)`,
      [new Date(Date.now() - 1000).toISOString(), booked.reference],
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      const unsent = await queryPostgres<{ n: string }>(
        database.url,
        `select count(*) as n from reminder_jobs j join bookings b on b.id = j.booking_id
          where b.reference = $1 and j.sent_at is null`,
        [booked.reference],
      );
      if (unsent[0]?.n === '0') break;
      if (Date.now() > deadline) throw new Error('The reminders were not sent within 20 s');
      await new Promise((done) => setTimeout(done, 250));
    }
    // A few more passes of both workers: nothing is sent twice.
    await new Promise((done) => setTimeout(done, 3_000));
    const reminders = mail.received.filter(
      (message) => message.to.includes('achieng@example.com') && /^Reminder/.test(message.subject),
    );
    expect(reminders).toHaveLength(1);
    const texts = sms.received.filter((text) => text.to === '+254722000111');
    expect(
      texts.filter((text) => text.message.includes('reminder of your appointment')),
    ).toHaveLength(1);
    expect(texts.filter((text) => text.message.includes('appointment booked'))).toHaveLength(1);
  });

  it('serves from one instance a release made through the other, and a rollback', async () => {
    const { token } = await signIn(a);
    const created = await json<{ secret: string }>(
      await fetch(`${a.url}/api/releases/deploy-tokens/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ remote: 'blog', label: 'two instances' }),
      }),
    );
    const deploy = { authorization: `Bearer ${created.secret}` };
    const configOf = async (site: RunningSite) =>
      json<{ releases: { blog: { version: string | null } } }>(
        await fetch(`${site.url}/runtime-config.json`),
      );
    const before = (await configOf(b)).releases.blog.version;

    // The blog remote as built, one byte changed: a new version.
    const dist = resolve(__dirname, '..', '..', 'mfe-blog', 'dist');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true })
      // What the release command sends: the build's files, without source maps or dot-files.
      .filter(
        (entry) => entry.isFile() && !entry.name.endsWith('.map') && !entry.name.startsWith('.'),
      )
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        let bytes = readFileSync(path);
        if (entry.name === 'remoteEntry.js') bytes = Buffer.concat([bytes, Buffer.from('\n')]);
        return { path: relative(dist, path), data: bytes.toString('base64') };
      });
    const released = await json<{ version: string }>(
      await fetch(`${a.url}/api/releases/blog/versions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...deploy },
        body: JSON.stringify({ files, target: 'live' }),
      }),
    );
    expect(released.version).not.toBe(before);
    expect(
      await eventually(async () => (await configOf(b)).releases.blog.version, released.version),
    ).toBe(released.version);
    const manifest = await fetch(`${b.url}/mfe/blog/${released.version}/mf-manifest.json`);
    expect(manifest.status).toBe(200);

    await json(
      await fetch(`${b.url}/api/releases/blog/rollback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...deploy },
        body: '{}',
      }),
    );
    expect(await eventually(async () => (await configOf(a)).releases.blog.version, before)).toBe(
      before,
    );
  });
});
