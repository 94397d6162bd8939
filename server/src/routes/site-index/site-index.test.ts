import type { FastifyInstance } from 'fastify';
import { localePath } from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { bearer, createTestApi, testConfig, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { postForm } from '../../testing/forms';
import { HTML } from '../../testing/site-fixture';
import { robotsTxt, sitemapXml } from './site-index.routes';

const SITE = 'https://vet.example';
const ENV = { PUBLIC_URL: SITE };

/** The sitemap's pages: each <url>'s location and last change. */
function urlsOf(xml: string): Map<string, string | undefined> {
  const urls = new Map<string, string | undefined>();
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body!)?.[1];
    if (!loc) throw new Error(`a <url> without <loc>: ${body}`);
    urls.set(loc, /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1]);
  }
  return urls;
}

/** A <url>'s alternates: each hreflang's address. */
function alternatesOf(xml: string, loc: string): Record<string, string> {
  const body = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].find(
    ([, inner]) => /<loc>([^<]*)<\/loc>/.exec(inner!)?.[1] === loc,
  )?.[1];
  if (!body) throw new Error(`no <url> for ${loc}`);
  return Object.fromEntries(
    [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
      ([, hreflang, href]) => [hreflang!, href!],
    ),
  );
}

/** A page's URLs in the sitemap: the English one, then the Kiswahili one. */
const inBothLanguages = (path: string) => [SITE + path, SITE + localePath(path, 'sw')];

// Every route without a parameter of the public and blog remotes (SITE_ROUTES).
const PUBLIC_PAGES = [
  '/',
  '/about_us',
  '/services',
  '/book_appointment',
  '/animal_identification',
  '/disease_control',
  '/animal_production',
  '/artificial_insemination',
  '/dental_cleaning',
  '/medical_care',
  '/puppy_wellness',
  '/pet_services',
  '/senior_pets',
  '/projects',
  '/donkey_survey',
  '/customer_resources',
  '/kissing_animal',
  '/contact',
  '/privacy',
  '/privacy/my-data',
  '/blog',
];

describe.each(testDatabaseKinds())('the sitemap and robots.txt on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind, ENV);
    token = (await api.account({ isAdmin: true })).token;
  });
  afterEach(() => api.close());

  const sitemap = async (app: FastifyInstance = api.app) => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    return urlsOf(res.body);
  };

  async function createBlog(title: string): Promise<string> {
    const cover = { width: 640, height: 400 };
    const res = await postForm(api.app, token, '/api/blog/create', { title }, cover);
    expect(res.statusCode).toBe(200);
    return res.json<{ blog_id: string }>().blog_id;
  }

  /**
   * Asked for as a browser asks for a page (Accept: text/html), which the history fallback would
   * answer with the shell: the route answers, with its type, to be revalidated.
   */
  async function served(url: string, type: string): Promise<string> {
    const res = await api.app.inject({ url, headers: HTML });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, type]);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  }

  it('lists every public page at an absolute URL on PUBLIC_URL, and nothing private', async () => {
    const body = await served('/sitemap.xml', 'application/xml; charset=utf-8');
    expect(body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n/,
    );
    expect(body.trimEnd().endsWith('</urlset>')).toBe(true);
    // The one account is an administrator, not a doctor: no doctor page, no blog yet. Each page
    // in English, then in Kiswahili.
    expect([...urlsOf(body).keys()]).toEqual(PUBLIC_PAGES.flatMap(inBothLanguages));
    for (const url of urlsOf(body).keys()) {
      expect(url.slice(SITE.length)).not.toMatch(
        /sign_in|register|otp|reset|dashboard|manage|:|\*/,
      );
    }
  });

  it('names each page in both languages and the default one, from either language', async () => {
    const body = await served('/sitemap.xml', 'application/xml; charset=utf-8');
    const id = await createBlog('Kupe wakati wa mvua');
    const after = await served('/sitemap.xml', 'application/xml; charset=utf-8');
    for (const [xml, path] of [
      [body, '/'],
      [body, '/services'],
      [body, '/privacy/my-data'],
      [after, `/blogs/${id}`],
    ] as const) {
      const [english, kiswahili] = inBothLanguages(path);
      const alternates = { en: english, sw: kiswahili, 'x-default': english };
      expect([path, alternatesOf(xml, english!)]).toEqual([path, alternates]);
      expect([path, alternatesOf(xml, kiswahili!)]).toEqual([path, alternates]);
    }
    expect(alternatesOf(body, `${SITE}/sw`).sw).toBe(`${SITE}/sw`);
    // The same last change in both languages: they show the same data.
    const urls = urlsOf(after);
    expect(urls.get(`${SITE}/sw/blogs/${id}`)).toBe(urls.get(`${SITE}/blogs/${id}`));
    expect(urls.get(`${SITE}/sw/blogs/${id}`)).toMatch(/Z$/);
    // Within the sitemaps.org bounds of one file: 50,000 URLs and 50 MB.
    expect(urls.size).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(after)).toBeLessThan(50 * 1024 * 1024);
  });

  it('lists a blog created a moment ago with its last change, on the next request', async () => {
    const id = await createBlog('Ticks in the wet season');
    const created = (await sitemap()).get(`${SITE}/blogs/${id}`);
    expect(created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The blog list changed with it.
    expect((await sitemap()).get(`${SITE}/blog`)).toBe(created);

    // A paragraph added later is the blog's last change; the list page, which does not show
    // paragraphs, keeps its own.
    api.advance(60_000);
    const paragraph = { blog_id: id, content_type: 'paragraph', content: 'Spray every week.' };
    const res = await postForm(api.app, token, '/api/blog/paragraph/create', paragraph);
    expect(res.statusCode).toBe(200);
    const urls = await sitemap();
    expect(urls.get(`${SITE}/blogs/${id}`)! > created!).toBe(true);
    expect(urls.get(`${SITE}/blog`)).toBe(created);

    // Newest blog first, after the public pages; a deleted blog goes.
    const second = await createBlog('Rabies');
    expect([...(await sitemap()).keys()].slice(2 * PUBLIC_PAGES.length)).toEqual([
      ...inBothLanguages(`/blogs/${second}`),
      ...inBothLanguages(`/blogs/${id}`),
    ]);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/delete?blog_id=${id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await sitemap()).has(`${SITE}/blogs/${id}`)).toBe(false);
    expect((await sitemap()).has(`${SITE}/sw/blogs/${id}`)).toBe(false);
  });

  it("sees another instance's writes at once: nothing is kept between requests", async () => {
    const other = openDatabase({
      databaseUrl: api.database.databaseUrl,
      dataDir: api.database.dataDir,
      ...(api.database.schema ? { schema: api.database.schema } : {}),
    });
    const otherApp = buildApp(testConfig(api.database.dataDir, ENV), {
      database: other,
      rateLimits: false,
    });
    try {
      await otherApp.ready();
      expect((await sitemap(otherApp)).size).toBe(2 * PUBLIC_PAGES.length);
      const id = await createBlog('Written on the first instance');
      expect((await sitemap(otherApp)).has(`${SITE}/blogs/${id}`)).toBe(true);
    } finally {
      await otherApp.close();
    }
  });

  it('lists the doctors the site shows, each with the last change of what their page shows', async () => {
    const doctor = await api.account({ isDoctor: true, fullname: 'Dr. Amina Wanjiru' });
    const staff = await api.account({ fullname: 'Front desk' });
    const away = await api.account({ isDoctor: true, status: 'SUSPENDED' });
    const urls = await sitemap();
    const page = `${SITE}/doctor/${doctor.id}`;
    const added = urls.get(page);
    expect(added).toMatch(/Z$/);
    expect(urls.get(`${SITE}/sw/doctor/${doctor.id}`)).toBe(added);
    expect(urls.has(`${SITE}/doctor/${staff.id}`)).toBe(false);
    expect(urls.has(`${SITE}/doctor/${away.id}`)).toBe(false);
    // The doctor's card is on the home page and the staff list on the about page.
    expect(urls.get(`${SITE}/`)).toBeDefined();
    expect(urls.get(`${SITE}/about_us`)).toBeDefined();

    // What the page shows changes: its last change moves, and the home page's with it.
    api.advance(60_000);
    const changed = await api.app.inject({
      method: 'PUT',
      url: `/api/auth/staff/${doctor.email}`,
      headers: bearer(token),
      payload: { role: 'Head of surgery' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await sitemap();
    expect(after.get(page)! > added!).toBe(true);
    expect(after.get(`${SITE}/`)).toBe(after.get(page));

    // No longer a doctor: off the sitemap.
    const demoted = await api.app.inject({
      method: 'PUT',
      url: `/api/auth/staff/${doctor.email}`,
      headers: bearer(token),
      payload: { isDoctor: false },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await sitemap()).has(page)).toBe(false);
  });

  it('dates the home page by its carousel, counters and promises', async () => {
    expect((await sitemap()).get(`${SITE}/`)).toBeUndefined();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/others/counters/create',
      headers: bearer(token),
      payload: { title: 'Farms visited', content: 120 },
    });
    expect(res.statusCode).toBe(200);
    const counted = (await sitemap()).get(`${SITE}/`);
    expect(counted).toMatch(/Z$/);
    api.advance(60_000);
    const picture = { width: 1600, height: 700 };
    const slide = await postForm(api.app, token, '/api/carousel/create', { index: '1' }, picture);
    expect(slide.statusCode).toBe(200);
    expect((await sitemap()).get(`${SITE}/`)! > counted!).toBe(true);
    // Pages with nothing known say nothing.
    expect((await sitemap()).get(`${SITE}/services`)).toBeUndefined();
  });

  it('answers a revalidation with 304 while nothing changed, and HEAD without a body', async () => {
    const first = await api.app.inject({ url: '/sitemap.xml' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createBlog('New');
    const changed = await api.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const head = await api.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves robots.txt: the site open, the dashboard, API and sign-in screens closed, in both languages', async () => {
    expect(await served('/robots.txt', 'text/plain; charset=utf-8')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /sw/dashboard',
        'Disallow: /api/',
        'Disallow: /sign_in',
        'Disallow: /sw/sign_in',
        'Disallow: /register',
        'Disallow: /sw/register',
        'Disallow: /otp',
        'Disallow: /sw/otp',
        'Disallow: /reset',
        'Disallow: /sw/reset',
        'Disallow: /book_appointment/manage/',
        'Disallow: /sw/book_appointment/manage/',
        'Disallow: /language/',
        '',
        'Sitemap: https://vet.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemapXml', () => {
  it('escapes what XML would read as markup, in locations and dates alike', () => {
    const xml = sitemapXml(
      [{ path: `/blogs/a&b<c>"d'e`, lastmod: '<2026>' }, { path: '/ü/🐄' }],
      'https://vet.example/',
    );
    const hostile = 'https://vet.example/blogs/a&amp;b&lt;c&gt;&quot;d&apos;e';
    expect(xml).toContain(
      `<url><loc>${hostile}</loc><lastmod>&lt;2026&gt;</lastmod><xhtml:link rel="alternate" hreflang="en" href="${hostile}"/>`,
    );
    expect(urlsOf(xml).get('https://vet.example/sw/blogs/a&amp;b&lt;c&gt;&quot;d&apos;e')).toBe(
      '&lt;2026&gt;',
    );
    expect(xml).toContain('<url><loc>https://vet.example/ü/🐄</loc><xhtml:link ');
    expect(alternatesOf(xml, 'https://vet.example/sw/ü/🐄')).toEqual({
      en: 'https://vet.example/ü/🐄',
      sw: 'https://vet.example/sw/ü/🐄',
      'x-default': 'https://vet.example/ü/🐄',
    });
    // Nothing but the markup it writes: every '<' opens one of its own tags.
    expect(xml.match(/<(?!\/?(urlset|url|loc|lastmod|xhtml:link)\b|\?xml)/g)).toBeNull();
  });

  it('is an empty urlset without pages', () => {
    expect(urlsOf(sitemapXml([], 'https://vet.example')).size).toBe(0);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap on the origin it is given, without a doubled slash', () => {
    expect(robotsTxt('http://localhost:8080/')).toContain(
      'Sitemap: http://localhost:8080/sitemap.xml',
    );
  });
});
