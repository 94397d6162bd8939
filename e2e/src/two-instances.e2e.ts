import { Redis } from 'ioredis';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { createPostgresDatabase, REDIS_URL, startRoundRobin, startS3 } from './testing/cluster';
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
  let a: RunningSite;
  let b: RunningSite;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    s3 = await startS3();
    redis = new Redis(REDIS_URL);
    await redis.flushdb();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'one secret for every instance, at least 32 characters long',
      ...s3.env,
    };
    // Started together on an empty database: both migrate and run the first start at once.
    [a, b] = await Promise.all([startSite(env), startSite(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.flushdb();
    redis?.disconnect();
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
});
