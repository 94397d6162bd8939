import {
  createStoreKit,
  createSlice,
  put,
  rootSaga,
  type RemoteModule,
  type RemoteName,
} from 'shared-data';
import { RemoteLoader } from './remote-loader';

const slice = createSlice({
  name: 'blogs',
  initialState: { list: [] as string[], sagaStarted: false },
  reducers: { sagaStarted: (state) => ({ ...state, sagaStarted: true }) },
});
// Each remote's store keys start with its name.
const moduleOf = (remote: RemoteName): RemoteModule => ({
  routes: [],
  reducers: { [`${remote}Posts`]: slice.reducer },
  // Marks the store when it runs, so the test sees the saga was started.
  saga: rootSaga(function* announce() {
    yield put(slice.actions.sagaStarted());
  }),
});
const testModule = moduleOf('blog');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RemoteLoader', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads once, injects reducers and saga, then reports ready', async () => {
    const kit = createStoreKit();
    const load = jest.fn(() => Promise.resolve(testModule));
    const loader = new RemoteLoader(kit, load);
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.state('blog')?.status ?? 'none'));

    loader.ensure('blog');
    loader.ensure('blog');
    await settle();
    loader.ensure('blog');

    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['loading', 'ready']);
    expect(kit.store.getState().blogPosts).toEqual({ list: [], sagaStarted: true });
  });

  it('is ready with the remote’s messages in the page’s language, and without for English', async () => {
    const catalogues: Record<string, Record<string, string>> = {
      en: {},
      sw: { 'blog.title': 'Blogu' },
    };
    const messages = jest.fn((locale: string) => Promise.resolve(catalogues[locale] ?? {}));
    const sw = new RemoteLoader(
      createStoreKit(),
      () => Promise.resolve({ ...testModule, messages }),
      undefined,
      'sw',
    );
    const state = await sw.ready('blog');
    expect(messages).toHaveBeenCalledWith('sw');
    expect(state).toMatchObject({ status: 'ready', messages: { 'blog.title': 'Blogu' } });
    // A remote without a catalogue (released before there were languages) is ready in English.
    const old = new RemoteLoader(
      createStoreKit(),
      () => Promise.resolve(testModule),
      undefined,
      'sw',
    );
    expect(await old.ready('blog')).toMatchObject({ status: 'ready', messages: {} });
  });

  it('fails a remote whose catalogue cannot be fetched, as a load that failed', async () => {
    const loader = new RemoteLoader(
      createStoreKit(),
      () =>
        Promise.resolve({ ...testModule, messages: () => Promise.reject(new Error('offline')) }),
      undefined,
      'sw',
    );
    expect(await loader.ready('blog')).toMatchObject({ status: 'failed' });
    expect(loader.failed()).toEqual(['blog']);
  });

  it('fails a remote whose store keys are not its own, as a load that failed', async () => {
    const kit = createStoreKit();
    const loader = new RemoteLoader(kit, () => Promise.resolve(moduleOf('public')));
    loader.ensure('blog');
    await settle();
    expect(loader.state('blog')).toMatchObject({
      status: 'failed',
      error: new Error(
        "[store] 'publicPosts' must start with 'blog' and a capital (e.g. 'blogItems'): " +
          'each store key is prefixed by the app that owns it',
      ),
    });
    expect(loader.failed()).toEqual(['blog']);
    expect(kit.hasReducer('publicPosts')).toBe(false);
  });

  it('stays failed until a retry, which loads again', async () => {
    const load = jest
      .fn<Promise<RemoteModule>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(testModule);
    const loader = new RemoteLoader(createStoreKit(), load);
    loader.ensure('blog');
    await settle();
    expect(loader.state('blog')?.status).toBe('failed');
    loader.retry('blog');
    expect(loader.state('blog')?.status).toBe('loading');
    await settle();
    expect(loader.state('blog')?.status).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each remote apart: one failing does not touch another', async () => {
    const loader = new RemoteLoader(createStoreKit(), (remote) =>
      remote === 'blog' ? Promise.reject(new Error('down')) : Promise.resolve(moduleOf(remote)),
    );
    loader.ensure('blog');
    loader.ensure('public');
    await settle();
    expect(loader.state('blog')?.status).toBe('failed');
    expect(loader.state('public')?.status).toBe('ready');
  });

  it('reports each first render and each failure, and remembers the remotes that failed', async () => {
    const outcomes: string[] = [];
    const loader = new RemoteLoader(
      createStoreKit(),
      (remote) =>
        remote === 'blog' ? Promise.reject(new Error('down')) : Promise.resolve(moduleOf(remote)),
      (remote, outcome) => outcomes.push(`${remote} ${outcome}`),
    );
    loader.ensure('blog');
    loader.ensure('public');
    await settle();
    expect(outcomes).toEqual(['blog failed']);
    expect(loader.failed()).toEqual(['blog']);
    // The load counts once its first page rendered, once per visit.
    loader.renderedOnce('public');
    loader.renderedOnce('public');
    loader.renderFailed('auth');
    expect(outcomes).toEqual(['blog failed', 'public loaded', 'auth failed']);
    expect(loader.failed()).toEqual(['blog', 'auth']);
  });
});
