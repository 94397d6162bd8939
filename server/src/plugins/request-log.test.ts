import { redactedUrl, truncatedAddress } from './request-log';
import {
  buildTestApp,
  createSiteFixture,
  logCollector,
  type SiteFixture,
} from '../testing/site-fixture';

const TOKEN = 'mAnAgEtOkEn0123456789abcdefXYZ';

describe('the request log', () => {
  it.each([
    [`/api/appointments/manage/${TOKEN}`, '/api/appointments/manage/[redacted]'],
    [`/api/appointments/manage/${TOKEN}/?a=1`, '/api/appointments/manage/[redacted]/?a=1'],
    [`//API/appointments//manage/${TOKEN}`, '//API/appointments//manage/[redacted]'],
    [`/book_appointment/manage/${TOKEN}#x`, '/book_appointment/manage/[redacted]#x'],
    [`/x?token=${TOKEN}&page=2`, '/x?token=[redacted]&page=2'],
    [`/m/${TOKEN}`, '/m/[redacted]'],
    [`//M/${TOKEN}?a=1`, '//M/[redacted]?a=1'],
    [`/api/appointments/manage/${TOKEN}/calendar`, '/api/appointments/manage/[redacted]/calendar'],
    ['/blog/m/not-a-token', '/blog/m/not-a-token'],
    ['/api/blog/?page=2', '/api/blog/?page=2'],
  ])('redacts %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:203.0.113.77', '203.0.113.0'],
    ['2001:db8:abcd:12:34:56:78:9', '2001:db8:abcd::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['not an address', '[address]'],
  ])('keeps only the network of %s', (address, kept) => {
    expect(truncatedAddress(address)).toBe(kept);
  });

  describe('of the app', () => {
    let fixture: SiteFixture;
    beforeAll(() => {
      fixture = createSiteFixture();
    });
    afterAll(() => fixture.remove());

    it('never holds a manage link token, whoever answers the request', async () => {
      const log = logCollector();
      const app = buildTestApp(fixture.root, { LOG_LEVEL: 'info' }, log);
      try {
        for (const url of [
          `/api/appointments/manage/${TOKEN}`,
          `/book_appointment/manage/${TOKEN}`,
          `/api/appointments/manage/${TOKEN}%zz`,
          `/api/appointments/manage/${TOKEN}/calendar`,
          `/m/${TOKEN.slice(0, 16)}`,
        ]) {
          await app.inject({ url });
        }
        await app.inject({ method: 'PUT', url: `/api/appointments/manage/${TOKEN}`, payload: {} });
        expect(log.text()).toContain('/api/appointments/manage/[redacted]');
        expect(log.text()).toContain('/book_appointment/manage/[redacted]');
        expect(log.text()).toContain('/m/[redacted]');
        expect(log.text()).not.toContain(TOKEN.slice(4));
        // The client's address is cut to its network (docs/privacy.md#logs).
        await app.inject({ url: '/about_us', remoteAddress: '203.0.113.77' });
        expect(log.text()).toContain('"remoteAddress":"203.0.113.0"');
        expect(log.text()).not.toContain('203.0.113.77');
      } finally {
        await app.close();
      }
    });
  });
});
