import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { rootSaga } from 'shared-data';
import {
  LOAD_ATTEMPTS,
  loadRemoteModule,
  registerRemotesFrom,
  RemoteLoadError,
} from './federation';

// The federation runtime needs a webpack build to run; here its two calls are stood in for,
// so the shell's registration and bounded retry can be checked. The browser tests load the
// real remotes through the real runtime.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const testModule = { routes: [], reducers: {}, saga: rootSaga() };
const config = {
  apiBase: '/api/',
  geoLookupUrl: 'https://geo.example/json',
  remotes: {
    public: '/mfe/public/mf-manifest.json',
    blog: 'https://cdn.example/blog/mf-manifest.json',
    auth: '/mfe/auth/mf-manifest.json',
    dashboard: '/mfe/dashboard/mf-manifest.json',
  },
};

describe('federation', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockedLoad.mockReset();
    mockedRegister.mockReset();
    registerRemotesFrom(config);
  });
  afterEach(() => jest.useRealTimers());

  it('registers every remote by its manifest URL, under a prefixed container name', () => {
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: '/mfe/public/mf-manifest.json' },
      { name: 'mfe_blog', entry: 'https://cdn.example/blog/mf-manifest.json' },
      { name: 'mfe_auth', entry: '/mfe/auth/mf-manifest.json' },
      { name: 'mfe_dashboard', entry: '/mfe/dashboard/mf-manifest.json' },
    ]);
  });

  it("loads the remote's ./module", async () => {
    mockedLoad.mockResolvedValue(testModule);
    await expect(loadRemoteModule('blog')).resolves.toBe(testModule);
    expect(mockedLoad).toHaveBeenCalledWith('mfe_blog/module');
  });

  it('retries a bounded number of times, re-registering the failed remote, then gives up', async () => {
    mockedLoad.mockRejectedValue(new Error('RUNTIME-008'));
    const result = loadRemoteModule('blog').catch((error: unknown) => error);
    await jest.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(mockedLoad).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mfe_blog', entry: 'https://cdn.example/blog/mf-manifest.json' }],
      { force: true },
    );
  });

  it('recovers when a later attempt succeeds', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce(testModule);
    const result = loadRemoteModule('auth');
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBe(testModule);
  });

  it('refuses a testModule without { routes, reducers, saga }', async () => {
    mockedLoad.mockResolvedValue({ routes: [] });
    const result = loadRemoteModule('dashboard').catch((error: unknown) => error);
    await jest.runAllTimersAsync();
    expect(String(await result)).toMatch(/does not expose \{ routes, reducers, saga \}/);
  });
});
