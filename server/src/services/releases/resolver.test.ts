import { remoteChoice, type Channels } from './resolver';

const channels: Channels = {
  overrides: {},
  unversioned: {
    public: '/mfe/public/mf-manifest.json',
    blog: '/mfe/blog/mf-manifest.json',
    auth: '/mfe/auth/mf-manifest.json',
    dashboard: '/mfe/dashboard/mf-manifest.json',
  },
};
const LIVE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const withCanary = { live: LIVE, canary: CANARY, canaryPercent: 20 };

describe('remoteChoice', () => {
  it('gives the canary to the buckets below its percentage and the live version to the rest', () => {
    expect(remoteChoice('blog', withCanary, 0, channels)).toEqual({
      url: `/mfe/blog/${CANARY}/mf-manifest.json`,
      version: CANARY,
      channel: 'canary',
    });
    expect(remoteChoice('blog', withCanary, 19, channels).version).toBe(CANARY);
    expect(remoteChoice('blog', withCanary, 20, channels)).toEqual({
      url: `/mfe/blog/${LIVE}/mf-manifest.json`,
      version: LIVE,
      channel: 'live',
    });
    expect(remoteChoice('blog', withCanary, 99, channels).version).toBe(LIVE);
  });

  it('gives no bucket a canary at 0% and every bucket one at 100%', () => {
    expect(remoteChoice('blog', { ...withCanary, canaryPercent: 0 }, 0, channels).version).toBe(
      LIVE,
    );
    expect(remoteChoice('blog', { ...withCanary, canaryPercent: 100 }, 99, channels).version).toBe(
      CANARY,
    );
  });

  it('gives the live version when the canary has no percentage', () => {
    expect(remoteChoice('blog', { ...withCanary, canaryPercent: null }, 0, channels).channel).toBe(
      'live',
    );
  });

  it("gives a remote with nothing live its unversioned build, a canary's buckets aside", () => {
    const unversioned = {
      url: '/mfe/blog/mf-manifest.json',
      version: null,
      channel: 'live',
    };
    expect(remoteChoice('blog', undefined, 0, channels)).toEqual(unversioned);
    const canaryOnly = { live: null, canary: CANARY, canaryPercent: 10 };
    expect(remoteChoice('blog', canaryOnly, 50, channels)).toEqual(unversioned);
    expect(remoteChoice('blog', canaryOnly, 5, channels).version).toBe(CANARY);
  });

  it('gives everyone the configured URL of a remote that has one, whatever the registry says', () => {
    const fixed = { ...channels, overrides: { blog: 'https://blog.example/mf-manifest.json' } };
    for (const bucket of [0, 50, 99]) {
      expect(remoteChoice('blog', withCanary, bucket, fixed)).toEqual({
        url: 'https://blog.example/mf-manifest.json',
        version: null,
        channel: 'fixed',
      });
    }
    // Another remote keeps the registry's choice.
    expect(remoteChoice('public', withCanary, 0, fixed).url).toBe(
      `/mfe/public/${CANARY}/mf-manifest.json`,
    );
  });
});
