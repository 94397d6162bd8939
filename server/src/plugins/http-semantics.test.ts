import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD } from './compression';
import { acceptedCodings, etagFor, noneMatchHits } from '../core/cache-policy';
import { builtSiteApp, HTML, INDEX_HTML } from '../testing/site-fixture';

describe('HTTP as RFC 9110 says', () => {
  const site = builtSiteApp();

  describe('methods', () => {
    it.each([
      ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/blog/', 'GET, HEAD, OPTIONS'],
      ['PUT', '/blog', 'GET, HEAD, OPTIONS'],
      ['POST', '/about_us', 'GET, HEAD, OPTIONS'],
    ])('answers %s %s with 405 and Allow', async (method, url, allow) => {
      const res = await site.app.inject({ method: method as 'POST', url });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ status: 405, msg: expect.stringContaining(allow) });
    });

    it.each([
      ['POST', '/api/nope'],
      ['POST', '/no/such/page'],
      ['DELETE', '/main.1a2b3c4d.js'],
    ])('answers %s %s, a path nothing answers, with the JSON 404', async (method, url) => {
      const res = await site.app.inject({ method: method as 'POST', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toEqual({ status: 404, msg: expect.stringMatching(/not found/) });
    });

    it.each([
      ['/api/blog/', 'GET, HEAD, OPTIONS'],
      ['/services', 'GET, HEAD, OPTIONS'],
    ])('answers an OPTIONS that is no preflight on %s with 204 and Allow', async (url, allow) => {
      const res = await site.app.inject({ method: 'OPTIONS', url });
      expect(res.statusCode).toBe(204);
      expect(res.headers.allow).toBe(allow);
      expect(res.body).toBe('');
    });

    it('answers OPTIONS on an unknown path with the JSON 404', async () => {
      const res = await site.app.inject({ method: 'OPTIONS', url: '/api/nope' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('HEAD', () => {
    it.each([
      ['/blog', { ...HTML, 'accept-encoding': 'br' }],
      ['/blog', HTML],
      ['/api/health', { 'accept-encoding': 'gzip' }],
      ['/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' }],
      // The API's JSON, compressed as it is made (sent without a length, in chunks).
      ['/api/docs/json', { 'accept-encoding': 'br' }],
      ['/api/docs/json', { 'accept-encoding': 'gzip' }],
      ['/api/docs/json', {}],
    ])('answers HEAD %s with the headers of GET, its length included', async (url, headers) => {
      const get = await site.app.inject({ url, headers });
      const head = await site.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.body).toBe('');
      for (const name of ['content-length', 'content-type', 'content-encoding', 'etag', 'vary']) {
        expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
      }
      if (get.headers['content-length'] !== undefined)
        expect(Number(head.headers['content-length'])).toBe(get.rawPayload.length);
    });
  });

  describe('conditional requests and codings of a page', () => {
    it('gives each coding its own ETag, and Vary', async () => {
      const tags = new Set<string>();
      for (const coding of ['br', 'gzip', 'identity']) {
        const res = await site.app.inject({
          url: '/blog',
          headers: { ...HTML, 'accept-encoding': coding },
        });
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        tags.add(String(res.headers.etag));
      }
      expect(tags.size).toBe(3);
    });

    it.each([
      ['the tag', (tag: string) => tag],
      ['a weak tag', (tag: string) => `W/${tag}`],
      ['a list', (tag: string) => `"other", ${tag}`],
      ['*', () => '*'],
    ])('answers 304 to If-None-Match with %s', async (_label, header) => {
      const headers = { ...HTML, 'accept-encoding': 'gzip' };
      const first = await site.app.inject({ url: '/blog', headers });
      const again = await site.app.inject({
        url: '/blog',
        headers: { ...headers, 'if-none-match': header(String(first.headers.etag)) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    });

    it("answers 200 to another coding's tag", async () => {
      const br = await site.app.inject({
        url: '/blog',
        headers: { ...HTML, 'accept-encoding': 'br' },
      });
      const res = await site.app.inject({
        url: '/blog',
        headers: { ...HTML, 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
      });
      expect(res.statusCode).toBe(200);
      expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    });
  });

  describe('compression of the API', () => {
    it.each([
      ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
      ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ])('sends JSON over the threshold as %s', async (coding, decode) => {
      const plain = await site.app.inject({ url: '/api/docs/json' });
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const res = await site.app.inject({
        url: '/api/docs/json',
        headers: { 'accept-encoding': `${coding}, identity;q=0.5` },
      });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    });

    it('leaves small answers and refused codings alone', async () => {
      const small = await site.app.inject({
        url: '/api/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      const refused = await site.app.inject({
        url: '/api/docs/json',
        headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });

    it('never decompresses a request body', async () => {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/enquiry/create',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ name: 'x' })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, msg: expect.any(String) });
    });
  });

  describe('one address per page', () => {
    it.each([
      ['/about_us/', '/about_us'],
      ['/SERVICES', '/services'],
      ['/Services/?from=home', '/services?from=home'],
      ['/blogs/AbC7/', '/blogs/AbC7'],
      ['/BOOK_APPOINTMENT/manage/TokenX', '/book_appointment/manage/TokenX'],
      ['/blog//', '/blog'],
    ])('sends %s to %s for good', async (url, location) => {
      const res = await site.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(location);
    });

    it.each(['/no/such/page/', '/blogs/'])(
      'leaves %s, no spelling of a page, alone',
      async (url) => {
        const res = await site.app.inject({ url, headers: HTML });
        expect(res.statusCode).not.toBe(301);
      },
    );

    it.each(['/index.html'])('answers %s as a page not found', async (url) => {
      const res = await site.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  it("keeps a manage link's page out of caches and search engines", async () => {
    const res = await site.app.inject({
      url: '/book_appointment/manage/abc123',
      headers: HTML,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers.etag).toBeUndefined();
    const other = await site.app.inject({ url: '/book_appointment', headers: HTML });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  describe('body types', () => {
    it.each([
      ['text/plain', '{"name":"x"}'],
      ['application/x-www-form-urlencoded', 'name=x'],
      ['application/xml', '<a/>'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
    ])('refuses a %s body to a JSON call with 415', async (type, payload) => {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/enquiry/create',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ status: 415, msg: expect.stringMatching(/json/i) });
    });

    it('still reads JSON', async () => {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/enquiry/create',
        payload: {},
      });
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('the rules', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
  ])('reads Accept-Encoding %j', (header, codings) => {
    expect(acceptedCodings(header)).toEqual(codings);
  });

  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", W/"a"', '"a"', true],
    ['*', '"a"', true],
    ['"a-br"', '"a"', false],
    ['"b"', '"a"', false],
    ['a', '"a"', false],
  ])('reads If-None-Match %s against %s', (header, etag, hits) => {
    expect(noneMatchHits(header, etag)).toBe(hits);
  });

  it('tags each coding', () => {
    expect(etagFor('"x"', 'br')).toBe('"x-br"');
    expect(etagFor('"x"', null)).toBe('"x"');
  });
});
