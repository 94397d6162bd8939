import { redactedUrl } from './request-log';
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
    ['/api/blog/?page=2', '/api/blog/?page=2'],
  ])('redacts %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
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
        ]) {
          await app.inject({ url });
        }
        await app.inject({ method: 'PUT', url: `/api/appointments/manage/${TOKEN}`, payload: {} });
        expect(log.text()).toContain('/api/appointments/manage/[redacted]');
        expect(log.text()).toContain('/book_appointment/manage/[redacted]');
        expect(log.text()).not.toContain(TOKEN.slice(4));
      } finally {
        await app.close();
      }
    });
  });
});
