import {
  CACHE_NAMES,
  LARGEST_KEPT_BYTES,
  isContentHashed,
  isKeepable,
  isPublicPage,
  overLimit,
  staleCaches,
  strategyFor,
  type RequestFacts,
  type ResponseFacts,
} from './routing';

const ORIGIN = 'https://clinic.example';

function request(path: string, facts: Partial<RequestFacts> = {}, headers: string[] = []) {
  return {
    method: 'GET',
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    mode: 'no-cors',
    headers: { has: (name: string) => headers.includes(name.toLowerCase()) },
    ...facts,
  };
}
const visit = (path: string) => request(path, { mode: 'navigate' });

function response(facts: Partial<ResponseFacts> = {}, headers: Record<string, string> = {}) {
  return {
    status: 200,
    type: 'basic',
    redirected: false,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    ...facts,
  };
}

describe('what the service worker does with a request', () => {
  it.each([
    '/',
    '/about_us',
    '/medical_care',
    '/contact',
    '/book_appointment',
    '/blog',
    '/blogs/7',
    '/doctor/3',
  ])('keeps the public page %s, by its path', (path) => {
    expect(strategyFor(visit(path), ORIGIN)).toEqual({ kind: 'page', key: `${ORIGIN}${path}` });
  });

  it.each([
    '/sw',
    '/sw/about_us',
    '/sw/services',
    '/sw/contact',
    '/sw/blog',
    '/sw/blogs/7',
    '/sw/doctor/3',
  ])('keeps the Kiswahili page %s like its English twin, by its own path', (path) => {
    expect(strategyFor(visit(path), ORIGIN)).toEqual({ kind: 'page', key: `${ORIGIN}${path}` });
  });

  it('keeps the two languages of a page apart, each under its path whatever its query', () => {
    expect(strategyFor(visit('/sw/blog?utm_source=x'), ORIGIN)).toEqual({
      kind: 'page',
      key: `${ORIGIN}/sw/blog`,
    });
    expect(strategyFor(visit('/sw?utm_source=x'), ORIGIN)).toEqual({
      kind: 'page',
      key: `${ORIGIN}/sw`,
    });
    expect(strategyFor(visit('/'), ORIGIN)).toEqual({ kind: 'page', key: `${ORIGIN}/` });
  });

  it.each([
    '/sw/',
    '/sw/dashboard',
    '/sw/dashboard/blog',
    '/sw/sign_in',
    '/sw/otp',
    '/sw/book_appointment/manage/abc123',
    '/sw/privacy/my-data',
    '/sw/no_such_page',
    '/sw/sw/blog',
    '/sw/blogs/',
    '/swimming',
    '/language/sw',
  ])('leaves %s, not a public page in its one spelling, to the browser', (path) => {
    expect(strategyFor(visit(path), ORIGIN)).toEqual({ kind: 'pass' });
  });

  it('keeps a public page under its path whatever its query', () => {
    expect(strategyFor(visit('/blog?utm_source=x'), ORIGIN)).toEqual({
      kind: 'page',
      key: `${ORIGIN}/blog`,
    });
  });

  it.each([
    '/dashboard',
    '/dashboard/blog',
    '/sign_in',
    '/register',
    '/otp',
    '/reset',
    '/book_appointment/manage/abc123',
    '/no_such_page',
    '/blogs/7/extra',
  ])('leaves %s, signed-in, personal or unknown, to the browser', (path) => {
    expect(strategyFor(visit(path), ORIGIN)).toEqual({ kind: 'pass' });
  });

  it("leaves a staff member's release preview to the browser", () => {
    expect(strategyFor(visit('/blog?preview=blog@abcdef123456'), ORIGIN)).toEqual({
      kind: 'pass',
    });
  });

  it.each([
    '/api/blog/',
    '/api/auth/refresh-token',
    '/api',
    '/sw.js',
    '/metrics',
    '/sitemap.xml',
    '/robots.txt',
  ])('never handles %s', (path) => {
    expect(strategyFor(request(path), ORIGIN)).toEqual({ kind: 'pass' });
    expect(strategyFor(visit(path), ORIGIN)).toEqual({ kind: 'pass' });
  });

  it('never handles a call that is not a GET, carries a token, or goes to another origin', () => {
    expect(strategyFor(request('/main.1a2b3c4d.js', { method: 'POST' }), ORIGIN).kind).toBe('pass');
    expect(strategyFor(request('/main.1a2b3c4d.js', {}, ['authorization']), ORIGIN).kind).toBe(
      'pass',
    );
    expect(strategyFor(visit('/'), 'https://other.example').kind).toBe('pass');
    expect(
      strategyFor(request('https://cdn.example/uploads/0123456789abcdef0123-800.webp'), ORIGIN),
    ).toEqual({
      kind: 'pass',
    });
  });

  it('takes files named by their content from the cache first', () => {
    for (const path of [
      '/main.1a2b3c4d.js',
      '/123.9f8e7d6c5b4a3210.js',
      '/assets/logo.0123456789abcdef.png',
      '/mfe/blog/0123456789ab/remoteEntry.js',
      '/mfe/blog/0123456789ab/mf-manifest.json',
      '/mfe/public/456.abcdef1234567890.js',
    ]) {
      expect([path, strategyFor(request(path), ORIGIN)]).toEqual([
        path,
        { kind: 'immutable', cache: 'files' },
      ]);
    }
    expect(strategyFor(request('/uploads/0123456789abcdef0123-800.webp'), ORIGIN)).toEqual({
      kind: 'immutable',
      cache: 'images',
    });
  });

  it('asks the network first for files that change under their name, the copy when offline', () => {
    for (const path of [
      '/runtime-config.json',
      '/mfe/blog/mf-manifest.json',
      '/mfe/blog/remoteEntry.js',
      '/favicon.ico',
    ]) {
      expect([path, strategyFor(request(path), ORIGIN)]).toEqual([path, { kind: 'fresh' }]);
    }
  });

  it('leaves an upload not named by its content, and anything else, to the browser', () => {
    expect(strategyFor(request('/uploads/plain.webp'), ORIGIN).kind).toBe('pass');
    expect(strategyFor(request('/uploads/0123456789abcdef0123.webp'), ORIGIN).kind).toBe('pass');
    expect(strategyFor(request('/something'), ORIGIN).kind).toBe('pass');
  });

  it('tells a content hash in a file name', () => {
    expect(isContentHashed('/main.1a2b3c4d.js')).toBe(true);
    expect(isContentHashed('/0123456789abcdef.svg')).toBe(true);
    expect(isContentHashed('/remoteEntry.js')).toBe(false);
    expect(isContentHashed('/main.1a2b3c.js')).toBe(false);
    expect(isContentHashed('/main.js.1a2b3c4d')).toBe(false);
  });

  it('takes the public pages from the routes table', () => {
    expect(isPublicPage('/projects')).toBe(true);
    expect(isPublicPage('/projects/')).toBe(false);
    expect(isPublicPage('/blogs/')).toBe(false);
  });
});

describe('what the service worker keeps', () => {
  const page = { kind: 'page', key: `${ORIGIN}/` } as const;
  const file = { kind: 'immutable', cache: 'files' } as const;

  it('keeps a whole 200 of this origin', () => {
    expect(isKeepable(response({}, { 'content-type': 'text/html; charset=utf-8' }), page)).toBe(
      true,
    );
    expect(isKeepable(response({}, { 'content-type': 'text/javascript' }), file)).toBe(true);
  });

  it('keeps no error, redirect, partial or opaque answer', () => {
    const html = { 'content-type': 'text/html' };
    expect(isKeepable(response({ status: 404 }, html), page)).toBe(false);
    expect(isKeepable(response({ status: 503 }, html), page)).toBe(false);
    expect(isKeepable(response({ status: 206 }), file)).toBe(false);
    expect(isKeepable(response({ redirected: true }, html), page)).toBe(false);
    expect(isKeepable(response({ type: 'opaqueredirect', status: 0 }, html), page)).toBe(false);
    expect(isKeepable(response({ type: 'opaque', status: 0 }), file)).toBe(false);
  });

  it("keeps no answer to '/' that sends the visitor on to their language's page", () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    // A navigation's fetch does not follow a redirect: the browser does, from this answer.
    expect(isKeepable(response({ type: 'opaqueredirect', status: 0 }, html), page)).toBe(false);
    // The same answer followed: the Kiswahili page, which is no copy of '/'.
    expect(isKeepable(response({ redirected: true }, html), page)).toBe(false);
    // The server's redirect itself, were it ever seen as it is.
    expect(
      isKeepable(
        response(
          { status: 302 },
          { ...html, 'cache-control': 'private, no-store', location: '/sw' },
        ),
        page,
      ),
    ).toBe(false);
  });

  it('keeps nothing marked private or no-store, nor a page that is not HTML', () => {
    const html = { 'content-type': 'text/html' };
    expect(isKeepable(response({}, { ...html, 'cache-control': 'no-store' }), page)).toBe(false);
    expect(
      isKeepable(response({}, { ...html, 'cache-control': 'private, max-age=60' }), page),
    ).toBe(false);
    expect(isKeepable(response({}, { 'content-type': 'application/json' }), page)).toBe(false);
  });

  it('keeps nothing larger than its limit', () => {
    const length = (bytes: number) => ({ 'content-length': String(bytes) });
    expect(isKeepable(response({}, length(LARGEST_KEPT_BYTES)), file)).toBe(true);
    expect(isKeepable(response({}, length(LARGEST_KEPT_BYTES + 1)), file)).toBe(false);
  });

  it('deletes the caches of other versions of the worker, and the oldest past a limit', () => {
    expect(staleCaches(['vetportal-pages-v0', CACHE_NAMES.pages, 'other'])).toEqual([
      'vetportal-pages-v0',
      'other',
    ]);
    expect(overLimit(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(overLimit(['a', 'b'], 3)).toEqual([]);
  });
});
