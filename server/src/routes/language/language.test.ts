// The language switch and the home page's language (docs/behaviour.md#languages), over a built
// site fixture: no database call is made by either.
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createSiteFixture,
  HTML,
  type SiteFixture,
} from '../../testing/site-fixture';

describe('the languages of the site', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    fixture = createSiteFixture();
    app = buildTestApp(fixture.root, { PUBLIC_URL: 'https://vet.example' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { ...HTML, ...headers } });

  describe('GET /language/:locale', () => {
    it('remembers the language chosen for a year and sends the visitor on to the page in it', async () => {
      for (const [url, location] of [
        ['/language/sw?to=/services', '/sw/services'],
        ['/language/sw?to=/', '/sw'],
        ['/language/sw?to=/sw/blog', '/sw/blog'],
        ['/language/en?to=/sw/blogs/7', '/blogs/7'],
        ['/language/en?to=/sw', '/'],
        ['/language/sw?to=%2Fbook_appointment%3Ftype%3Ddog', '/sw/book_appointment?type=dog'],
        ['/language/en?to=/contact?sent=1%23form', '/contact?sent=1#form'],
        ['/language/sw', '/sw'],
      ] as const) {
        const res = await get(url);
        expect([url, res.statusCode, res.headers.location]).toEqual([url, 303, location]);
        const locale = url.slice('/language/'.length, '/language/'.length + 2);
        expect(res.headers['set-cookie']).toBe(
          `lang=${locale}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
        );
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('sets the cookie without Secure on a site served over http', async () => {
      const local = buildTestApp(fixture.root, { PUBLIC_URL: 'http://localhost:8080' });
      try {
        const res = await local.inject({ url: '/language/sw?to=/blog' });
        expect(res.statusCode).toBe(303);
        expect(res.headers['set-cookie']).toBe('lang=sw; Path=/; Max-Age=31536000; SameSite=Lax');
      } finally {
        await local.close();
      }
    });

    it('percent-encodes what a header cannot hold, and keeps it on this site', async () => {
      const res = await get(`/language/sw?to=${encodeURIComponent('/blogs/ng’ombe maziwa')}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `/sw/blogs/${encodeURIComponent('ng’ombe')}${encodeURIComponent(' ')}maziwa`,
      );
    });

    it.each([
      ['//evil.com', /'\/\/'/],
      ['//evil.com/sw', /'\/\/'/],
      ['/\\evil.com', /backslash/],
      ['/%5Cevil.com', /backslash/],
      ['/%2F%2Fevil.com', /encoded slash/],
      ['/sw/..//evil.com', /'\/\/'/],
      ['https://evil.com', /starting with '\/'/],
      ['evil.com', /starting with '\/'/],
      ['javascript:alert(1)', /starting with '\/'/],
      ['', /starting with '\/'/],
      ['/blog\r\nSet-Cookie: lang=x', /control characters/],
      ['/blog\nLocation: https://evil.com', /control characters/],
      ['/blog\u0000', /control characters/],
      ['/blog\u0085', /control characters/],
      ['a 100 KB path', /at most 2000 characters/],
    ])('refuses to send anyone on to %j: 400, no redirect, no cookie', async (given, message) => {
      const to = given === 'a 100 KB path' ? `/${'a'.repeat(100 * 1024)}` : given;
      const res = await get(`/language/sw?to=${encodeURIComponent(to)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, msg: expect.stringMatching(message) });
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('takes a target of 2000 characters, and one path only', async () => {
      const longest = `/blogs/${'a'.repeat(2000 - '/blogs/'.length)}`;
      const res = await get(`/language/sw?to=${longest}`);
      expect(res.headers.location === `/sw${longest}`).toBe(true);
      const over = await get(`/language/sw?to=${longest}a`);
      expect(over.statusCode).toBe(400);
      const twice = await get('/language/sw?to=/blog&to=//evil.com');
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ status: 400, msg: 'to is one path of this site' });
    });

    it.each(['fr', 'SW', 'en-GB', 'sw%0d%0aX-Evil:%201'])(
      'refuses a language the site does not have: %s',
      async (locale) => {
        const res = await get(`/language/${locale}?to=/blog`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, msg: 'The language is one of en, sw' });
        expect(res.headers['set-cookie']).toBeUndefined();
      },
    );
  });

  describe('the home page', () => {
    it('opens in the language chosen, else the one the browser asks for, else English', async () => {
      for (const [headers, location] of [
        [{ cookie: 'lang=sw' }, '/sw'],
        [{ cookie: 'other=1; lang=sw' }, '/sw'],
        [{ cookie: 'lang=sw', 'accept-language': 'en-GB,en;q=0.9' }, '/sw'],
        [{ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, '/sw'],
        [{ 'accept-language': 'fr,sw;q=0.5' }, '/sw'],
        [{ cookie: 'lang=fr', 'accept-language': 'sw' }, '/sw'],
        [{ cookie: 'lang=en', 'accept-language': 'sw' }, undefined],
        [{ 'accept-language': 'en-KE' }, undefined],
        [{ 'accept-language': 'fr, de' }, undefined],
        [{ 'accept-language': 'sw;q=0' }, undefined],
        // A crawler: no cookie, no Accept-Language.
        [{}, undefined],
      ] as const) {
        const res = await get('/', headers);
        const expected = location ? [302, location] : [200, undefined];
        expect([headers, res.statusCode, res.headers.location]).toEqual([headers, ...expected]);
        // Both answers depend on the two headers, and say so.
        expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
        expect(String(res.headers.vary)).toMatch(/\bAccept-Language\b/);
        if (location) {
          // No shared cache keeps the redirect for the next visitor.
          expect(res.headers['cache-control']).toBe('private, no-store');
          expect(res.headers.etag).toBeUndefined();
        }
      }
    });

    it('keeps the query on the way, and sends HEAD the same way', async () => {
      const res = await get('/?utm_source=news', { cookie: 'lang=sw' });
      expect([res.statusCode, res.headers.location]).toEqual([302, '/sw?utm_source=news']);
      const head = await app.inject({ method: 'HEAD', url: '/', headers: { cookie: 'lang=sw' } });
      expect([head.statusCode, head.headers.location]).toEqual([302, '/sw']);
    });

    it('serves any other page in the language of its address, whatever the visitor chose', async () => {
      const kiswahili = { cookie: 'lang=sw', 'accept-language': 'sw' };
      for (const url of ['/blog', '/services', '/blogs/7']) {
        const res = await get(url, kiswahili);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect(res.headers.vary).not.toMatch(/Accept-Language/);
      }
      // An explicit /sw link wins over an English choice.
      const res = await get('/sw', { cookie: 'lang=en' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="sw">');
    });
  });
});
