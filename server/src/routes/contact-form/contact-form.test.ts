// The contact form posted without JavaScript (POST /contact), over small hand-written server
// bundles that show what the render was given (its URL and the posted form); the real bundles
// are rendered by the browser tests (e2e/src/no-javascript.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Enquiry, PostedForm } from 'shared-data/contract';
import { bearer, createTestApi, readOutbox, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { remoteBuild, writeBuild, writeShellManifest } from '../../testing/release-fixture';
import { HTML } from '../../testing/site-fixture';

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vet site</title></head>' +
  '<body><div id="root"><p class="boot-note">Loading…</p></div>' +
  '<script defer src="/main.js"></script></body></html>';

const ROUTES = {
  public: ['/', '/contact', '/book_appointment'],
  blog: ['/blog'],
  auth: ['/sign_in'],
  dashboard: ['/dashboard/*'],
};

/** Renders what it was given: the URL, and the posted form in its state. */
const SHELL_BUNDLE = `
exports.shared = {};
exports.configure = () => {};
exports.render = async ({ url, state }) => {
  const posted = state.publicPostedForm;
  const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<main><p id="url">' + esc(url) + '</p>' +
      (posted ? '<pre id="posted">' + esc(JSON.stringify(posted)) + '</pre>' : '') + '</main>',
    styles: '',
    state: Object.assign({ rendered: true }, state),
    head: { title: 'Contact Us', description: 'Write to the clinic' },
    status: 200,
    complete: true,
  };
};
`;
const PUBLIC_BUNDLE = `module.exports = {
  routes: [{ path: '/contact' }, { path: '/book_appointment' }],
  reducers: {},
  saga: function* saga() {},
};`;

/** SHELL_BUNDLE, taking `ms` of the CPU on every render (a slow instance, a heavy page). */
const slowShellBundle = (ms: number) =>
  SHELL_BUNDLE.replace(
    'exports.render = async ({ url, state }) => {',
    `exports.render = async ({ url, state }) => {
  const until = Date.now() + ${ms};
  while (Date.now() < until) {}`,
  );

function site(shellBundle = SHELL_BUNDLE): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'contact-form-'));
  writeBuild(path.join(root, 'shell', 'dist'), [
    { path: 'index.html', bytes: Buffer.from(SHELL_INDEX) },
    { path: 'remote-routes.json', bytes: Buffer.from(JSON.stringify(ROUTES)) },
    { path: 'server/render.js', bytes: Buffer.from(shellBundle) },
  ]);
  writeBuild(path.join(root, 'mfe-public', 'dist'), [
    ...remoteBuild('local public'),
    { path: 'server/module.js', bytes: Buffer.from(PUBLIC_BUNDLE) },
  ]);
  writeShellManifest(root);
  return root;
}

const FILLED = {
  fullname: 'Achieng Odhiambo',
  email: 'achieng@example.co.ke',
  phonenumber: '+254 712 345 678',
  message: 'My goat is limping. <b>Since Monday</b>',
};
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' };

describe.each(testDatabaseKinds())('the contact form without JavaScript on %s', (kind) => {
  let api: TestApi;
  let root: string;

  async function start(rateLimits = false) {
    root = site();
    api = await createTestApi(
      kind,
      { SITE_ROOT: root },
      { rateLimits: rateLimits && { nameSpace: `contact-form-${kind}-` } },
    );
  }
  afterEach(async () => {
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = SAME_ORIGIN,
    remoteAddress = '41.90.1.2',
    url = '/contact',
  ) =>
    api.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  async function enquiries(): Promise<Enquiry[]> {
    const { token } = await api.account();
    return (await api.app.inject({ url: '/api/enquiry/', headers: bearer(token) })).json();
  }
  /** The posted form the page was rendered with, from its HTML and from its state. */
  function postedIn(html: string): { shown: PostedForm; state: PostedForm } {
    const shown = /<pre id="posted">([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? 'null';
    const state = /<script id="portal-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    const parsed = JSON.parse(state ?? '{}') as { state: { publicPostedForm: PostedForm } };
    return {
      shown: JSON.parse(shown.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as PostedForm,
      state: parsed.state.publicPostedForm,
    };
  }

  it('makes the enquiry as the API does and sends the visitor on to ?sent=1', async () => {
    await start();
    const res = await post({ ...FILLED, fullname: '  Achieng Odhiambo ' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(res.headers['cache-control']).toBe('no-store');
    const [stored] = await enquiries();
    expect(stored).toMatchObject({ ...FILLED, geo_data: null });
    // The page it lands on is rendered and kept with its query: it says the form was sent.
    const sent = await api.app.inject({ url: '/contact?sent=1', headers: HTML });
    expect(sent.body).toContain('<p id="url">/contact?sent=1</p>');
    const again = await api.app.inject({ url: '/contact?sent=1&utm=x', headers: HTML });
    expect(again.headers['server-timing']).toBe('render;desc="cache"');
    // Any other value is the plain contact page.
    const other = await api.app.inject({ url: '/contact?sent=yes', headers: HTML });
    expect(other.body).toContain('<p id="url">/contact</p>');
  });

  it('answers a refused form with the contact page, what was typed and the field refused', async () => {
    await start();
    const typed = { ...FILLED, email: 'achieng', message: '</script><script>alert(1)</script>' };
    const res = await post(typed);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const expected: PostedForm = { values: typed, invalid: ['email'], failure: null };
    const { shown, state } = postedIn(res.body);
    expect(shown).toEqual(expected);
    // In the page's state too, which the browser hydrates from; it cannot close its element.
    expect(state).toEqual(expected);
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(await enquiries()).toEqual([]);
    // Nothing of it is kept for anyone else: the contact page is the plain one.
    const page = await api.app.inject({ url: '/contact', headers: HTML });
    expect(page.body).not.toContain('id="posted"');
    expect(page.body).not.toContain('achieng');
  });

  it("gives a posted form's page four times the render budget: its visitor has no script", async () => {
    // Renders of 250 ms against a budget of 100 ms: past it for a page asked for, within the
    // posted form's 400 ms (with room for a busy machine).
    root = site(slowShellBundle(250));
    api = await createTestApi(kind, {
      SITE_ROOT: root,
      RENDER_BUDGET_MS: '100',
      RENDER_CACHE_ENTRIES: '0',
    });
    // A new isolate's first five renders have four times the budget anyway: spend them.
    for (let i = 0; i < 5; i += 1) await api.app.inject({ url: '/contact', headers: HTML });
    const asked = await api.app.inject({ url: '/contact', headers: HTML });
    expect(asked.body).not.toContain('<p id="url">');
    const res = await post({ ...FILLED, email: 'achieng' });
    expect(res.statusCode).toBe(400);
    expect(postedIn(res.body).shown).toEqual({
      values: { ...FILLED, email: 'achieng' },
      invalid: ['email'],
      failure: null,
    });
  });

  it('names every field the API refuses, and shows back fields left out as empty', async () => {
    await start();
    const res = await post({ email: 'achieng@example.co.ke', extra: 'ignored' });
    expect(res.statusCode).toBe(400);
    expect(postedIn(res.body).shown).toEqual({
      values: { fullname: '', email: 'achieng@example.co.ke', phonenumber: '', message: '' },
      invalid: ['fullname', 'phonenumber', 'message'],
      failure: null,
    });
  });

  it("takes the Kiswahili page's form at /sw/contact, and answers in Kiswahili", async () => {
    await start(true);
    const sent = await post(FILLED, SAME_ORIGIN, '41.90.3.3', '/sw/contact');
    expect([sent.statusCode, sent.headers.location]).toEqual([303, '/sw/contact?sent=1']);
    const landed = await api.app.inject({ url: '/sw/contact?sent=1', headers: HTML });
    expect(landed.body).toContain('<p id="url">/sw/contact?sent=1</p>');
    expect(landed.body).toContain('<html lang="sw">');
    // Its acknowledgement is written in Kiswahili too.
    await api.app.services.enquiries.acknowledgementsSettled();
    expect((await readOutbox(api.database.dataDir)).map((mail) => mail.subject)).toContain(
      'Tumepokea ujumbe wako - Mifugo Animal Health Services',
    );
    // A refusal: the Kiswahili contact page, rendered with what was typed, never kept.
    const refused = await post(
      { ...FILLED, email: 'achieng' },
      SAME_ORIGIN,
      '41.90.3.3',
      '/sw/contact',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<p id="url">/sw/contact</p>');
    expect(refused.body).toContain('<html lang="sw">');
    expect(postedIn(refused.body).shown.invalid).toEqual(['email']);
    // The same limits: another site's post, a body of another type, and one count of enquiries
    // per address for both languages and the API.
    const foreign = await post(
      FILLED,
      { 'sec-fetch-site': 'cross-site' },
      '41.90.3.3',
      '/sw/contact',
    );
    expect(foreign.statusCode).toBe(403);
    for (let i = 0; i < 3; i += 1)
      expect((await post(FILLED, SAME_ORIGIN, '41.90.3.3')).statusCode).toBe(303);
    const past = await post(FILLED, SAME_ORIGIN, '41.90.3.3', '/sw/contact');
    expect(past.statusCode).toBe(429);
    expect(past.headers['retry-after']).toBeDefined();
    expect(await enquiries()).toHaveLength(4);
    // A path that is no contact page takes no form.
    const other = await post(FILLED, SAME_ORIGIN, '41.90.3.4', '/sw/blog');
    expect(other.statusCode).toBe(405);
  });

  it('refuses posts from other sites before reading them', async () => {
    await start();
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      // A browser without Sec-Fetch-Site: its Origin says where the form was.
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await post(FILLED, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, msg: 'The form may only be sent from this site' });
    }
    expect(await enquiries()).toEqual([]);
    // The site's own origin, by Origin alone (an older browser), is this site.
    expect((await post(FILLED, { origin: 'http://localhost:8080' })).statusCode).toBe(303);
  });

  it('takes only form bodies', async () => {
    await start();
    const res = await api.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(FILLED),
    });
    expect(res.statusCode).toBe(415);
    expect(await enquiries()).toEqual([]);
  });

  it("counts against the API's own limit of enquiries per address", async () => {
    await start(true);
    for (let i = 0; i < 4; i += 1) expect((await post(FILLED)).statusCode).toBe(303);
    // The API's call from the same address takes the fifth.
    const api5 = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create',
      remoteAddress: '41.90.1.2',
      payload: FILLED,
    });
    expect(api5.statusCode).toBe(200);
    const res = await post(FILLED);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    const { shown } = postedIn(res.body);
    expect(shown.values).toEqual(FILLED);
    expect(shown.invalid).toEqual([]);
    expect(shown.failure).toMatch(/^Too many requests, try again in /);
    // Another address has its own count.
    expect((await post(FILLED, SAME_ORIGIN, '41.90.9.9')).statusCode).toBe(303);
    expect(await enquiries()).toHaveLength(6);
  });

  it('renders the booking page at a known service only, and keeps each once', async () => {
    await start();
    const page = (url: string) => api.app.inject({ url, headers: HTML });
    expect((await page('/book_appointment?type=vaccination')).body).toContain(
      '<p id="url">/book_appointment?type=vaccination</p>',
    );
    const again = await page('/book_appointment?type=vaccination&x=1');
    expect(again.headers['server-timing']).toBe('render;desc="cache"');
    for (const url of ['/book_appointment?type=no-such', '/book_appointment?kind=vaccination']) {
      expect((await page(url)).body).toContain('<p id="url">/book_appointment</p>');
    }
  });
});
