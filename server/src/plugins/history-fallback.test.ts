import { builtSiteApp, HTML, INDEX_HTML } from '../testing/site-fixture';

describe('the pages of a built site', () => {
  const site = builtSiteApp();

  describe('history fallback', () => {
    it.each(['/blog', '/blogs/7', '/no/such/page', '/blogs/7?from=home'])(
      'answers %s with the shell page',
      async (url) => {
        const res = await site.app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX_HTML);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('answers a path without extension even without an Accept header', async () => {
      const res = await site.app.inject({ url: '/about' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    });

    it('answers a page-looking path with a dot when the browser asks for HTML', async () => {
      const res = await site.app.inject({ url: '/blogs/my.first.post', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    });

    it('answers HEAD like GET, without a body', async () => {
      const res = await site.app.inject({ method: 'HEAD', url: '/blog', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe('');
    });

    it.each(['/missing.js', '/images/nope.png'])(
      'answers a real 404 for a missing file %s',
      async (url) => {
        const res = await site.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, msg: `Route GET ${url} not found` });
      },
    );

    it.each(['/api/nope', '/uploads/abc', '/api'])(
      'never answers %s with the page',
      async (url) => {
        const res = await site.app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      },
    );

    it('is for GET and HEAD only', async () => {
      const res = await site.app.inject({ method: 'POST', url: '/blog', headers: HTML });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(res.json()).toEqual({
        status: 405,
        msg: expect.stringMatching(/^POST is not allowed/),
      });
    });

    it('does not serve dotfiles', async () => {
      const res = await site.app.inject({ url: '/.env' });
      // No extension to Node: a client route as far as the fallback knows.
      expect(res.body).toBe(INDEX_HTML);
      expect(res.body).not.toContain('SECRET');
    });
  });
});
