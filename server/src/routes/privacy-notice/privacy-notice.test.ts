import { runtimeConfigSchema, type PrivacyFacts } from 'shared-data/contract';
import { buildContentSecurityPolicy } from '../../plugins/security-headers';
import { createTestApi, testConfig } from '../../testing/api';
import { buildTestApp, createSiteFixture, type SiteFixture } from '../../testing/site-fixture';

// GET privacy-notice: what /privacy states from the server's settings
// (docs/behaviour.md#privacy-notice), and GEO_LOOKUP, which turns the contact page's location
// lookup off (docs/behaviour.md#other-calls).
describe('GET privacy-notice', () => {
  async function facts(env: Record<string, string>) {
    const api = await createTestApi('sqlite', env);
    try {
      const res = await api.app.inject('/api/privacy-notice');
      expect(res.statusCode).toBe(200);
      return res.json<PrivacyFacts>();
    } finally {
      await api.close();
    }
  }

  it('states the retention periods and the providers in use by default', async () => {
    expect(await facts({})).toEqual({
      retention_days: { enquiry: 730, booking: 2190, log: 30, outbox: 30, activity: 730 },
      // Mail and texts go to the outbox, images to the disk: no provider receives them.
      recipients: { mail: false, sms: false, storage: false, location: true },
      location_lookup_host: 'ipapi.co',
      vaccination_reminder_days: 351,
    });
  });

  it('follows the settings, and names no credential or address of a provider', async () => {
    const answer = await facts({
      RETENTION_ENQUIRY_DAYS: '365',
      RETENTION_BOOKING_DAYS: '3650',
      RETENTION_LOG_DAYS: '7',
      RETENTION_OUTBOX_DAYS: '14',
      AUDIT_RETENTION_DAYS: '400',
      SMTP_URL: 'smtps://clinic:s3cret@mail.provider.example:465',
      SMS_GATEWAY_URL: 'https://sms.gateway.example/send',
      SMS_GATEWAY_TOKEN: 'token-123',
      GEO_LOOKUP_URL: 'https://geo.example.com/json/',
      VACCINATION_REMINDER_DAYS: '330',
    });
    expect(answer).toEqual({
      retention_days: { enquiry: 365, booking: 3650, log: 7, outbox: 14, activity: 400 },
      recipients: { mail: true, sms: true, storage: false, location: true },
      location_lookup_host: 'geo.example.com',
      vaccination_reminder_days: 330,
    });
    const text = JSON.stringify(answer);
    for (const secret of ['s3cret', 'mail.provider', 'sms.gateway', 'token-123']) {
      expect(text).not.toContain(secret);
    }
  });

  it('names no location service when GEO_LOOKUP is off', async () => {
    expect(await facts({ GEO_LOOKUP: 'off' })).toMatchObject({
      recipients: { location: false },
      location_lookup_host: null,
    });
  });
});

describe('GEO_LOOKUP=off', () => {
  let fixture: SiteFixture;
  beforeAll(() => {
    fixture = createSiteFixture();
  });
  afterAll(() => fixture.remove());

  it('gives the pages no lookup address, and the CSP no lookup origin', async () => {
    const app = buildTestApp(fixture.root, { GEO_LOOKUP: 'off' });
    try {
      const res = await app.inject({ url: '/runtime-config.json' });
      expect(runtimeConfigSchema.parse(res.json()).geoLookupUrl).toBe('');
    } finally {
      await app.close();
    }
    const off = buildContentSecurityPolicy(testConfig('unused', { GEO_LOOKUP: 'off' }));
    const on = buildContentSecurityPolicy(testConfig('unused', {}));
    expect(on).toContain('https://ipapi.co');
    expect(off).not.toContain('ipapi.co');
    expect(off).toMatch(/connect-src 'self'(;| )/);
  });
});
