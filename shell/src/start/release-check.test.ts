import type { RuntimeConfig } from 'shared-data';
import { releaseMoved } from './release-check';

const config = (
  blogVersion: string | null,
  blogUrl = `/mfe/blog/${blogVersion}/mf-manifest.json`,
) =>
  ({
    apiBase: '/api/',
    geoLookupUrl: '',
    remotes: {
      public: '/mfe/public/mf-manifest.json',
      blog: blogUrl,
      auth: '/mfe/auth/mf-manifest.json',
      dashboard: '/mfe/dashboard/mf-manifest.json',
    },
    releases: {
      public: { version: null, channel: 'live' },
      blog: { version: blogVersion, channel: 'canary' },
      auth: { version: null, channel: 'live' },
      dashboard: { version: null, channel: 'live' },
    },
  }) satisfies RuntimeConfig;

describe('releaseMoved', () => {
  it('sees a failed remote given another version or URL', () => {
    expect(releaseMoved(config('aaaaaaaaaaaa'), config('bbbbbbbbbbbb'), ['blog'])).toBe(true);
    expect(releaseMoved(config(null, '/a.json'), config(null, '/b.json'), ['blog'])).toBe(true);
  });

  it('ignores the same copy, and remotes that did not fail', () => {
    expect(releaseMoved(config('aaaaaaaaaaaa'), config('aaaaaaaaaaaa'), ['blog'])).toBe(false);
    expect(releaseMoved(config('aaaaaaaaaaaa'), config('bbbbbbbbbbbb'), ['public'])).toBe(false);
    // The dev servers' runtime config has no releases: the URL alone tells.
    const unversioned = { ...config(null, '/a.json'), releases: undefined };
    expect(releaseMoved(unversioned, config(null, '/a.json'), ['blog'])).toBe(false);
  });
});
