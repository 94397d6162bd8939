import { runtimeConfigSchema } from 'shared-data/contract';
import { buildTestApp, createSiteFixture, type SiteFixture } from '../../testing/site-fixture';

describe('GET /runtime-config.json', () => {
  let fixture: SiteFixture;

  beforeAll(() => {
    fixture = createSiteFixture();
  });

  afterAll(() => fixture.remove());

  async function fetchRuntimeConfig(env: NodeJS.ProcessEnv) {
    const app = buildTestApp(fixture.root, env);
    try {
      return await app.inject({ url: '/runtime-config.json' });
    } finally {
      await app.close();
    }
  }

  it('tells the shell where the API and the remotes are, uncached', async () => {
    const res = await fetchRuntimeConfig({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie');
    // Nothing registered yet: each remote's unversioned build.
    const unversioned = { version: null, channel: 'live' };
    expect(runtimeConfigSchema.strict().parse(res.json())).toEqual({
      apiBase: '/api/',
      geoLookupUrl: 'https://ipapi.co/json/',
      remotes: {
        public: '/mfe/public/mf-manifest.json',
        blog: '/mfe/blog/mf-manifest.json',
        auth: '/mfe/auth/mf-manifest.json',
        dashboard: '/mfe/dashboard/mf-manifest.json',
      },
      releases: {
        public: unversioned,
        blog: unversioned,
        auth: unversioned,
        dashboard: unversioned,
      },
      // Every visit reports its Web Vitals unless VITALS_SAMPLE_RATE says a share.
      vitalsSampleRate: 1,
    });
  });

  it('follows a remote moved to another origin, without a rebuild', async () => {
    const res = await fetchRuntimeConfig({
      REMOTE_BLOG_URL: 'https://blog.example.com/v42/mf-manifest.json',
      API_BASE: 'https://api.example.com/api',
      GEO_LOOKUP_URL: 'https://geo.example.com/json/',
      VITALS_SAMPLE_RATE: '0.1',
    });
    expect(res.json()).toEqual({
      apiBase: 'https://api.example.com/api/',
      geoLookupUrl: 'https://geo.example.com/json/',
      remotes: {
        public: '/mfe/public/mf-manifest.json',
        blog: 'https://blog.example.com/v42/mf-manifest.json',
        auth: '/mfe/auth/mf-manifest.json',
        dashboard: '/mfe/dashboard/mf-manifest.json',
      },
      releases: {
        public: { version: null, channel: 'live' },
        blog: { version: null, channel: 'fixed' },
        auth: { version: null, channel: 'live' },
        dashboard: { version: null, channel: 'live' },
      },
      vitalsSampleRate: 0.1,
    });
  });

  it('answers HEAD', async () => {
    const app = buildTestApp(fixture.root);
    try {
      const res = await app.inject({ method: 'HEAD', url: '/runtime-config.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});
