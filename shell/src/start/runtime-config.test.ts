import { fetchRuntimeConfig } from './runtime-config';

const CONFIG = {
  apiBase: '/api/',
  geoLookupUrl: 'https://geo.example/json',
  remotes: {
    public: '/mfe/public/mf-manifest.json',
    blog: '/mfe/blog/mf-manifest.json',
    auth: '/mfe/auth/mf-manifest.json',
    dashboard: '/mfe/dashboard/mf-manifest.json',
  },
};

describe('fetchRuntimeConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('reads and checks the config with a plain request, so the page preload serves it', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(CONFIG) });
    await expect(fetchRuntimeConfig()).resolves.toEqual(CONFIG);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/runtime-config.json');
    expect(init.cache).toBeUndefined();
  });

  it('refuses an error answer and a config without the remotes', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    await expect(fetchRuntimeConfig()).rejects.toThrow('answered 503');
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ ...CONFIG, remotes: {} }),
    });
    await expect(fetchRuntimeConfig()).rejects.toThrow('remotes.public missing');
  });
});
