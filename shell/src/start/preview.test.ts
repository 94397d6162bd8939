import { createStoreKit, sessionStarted, SESSION_HINT_KEY, configureClient } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { testUser } from 'shared-data/testing/test-users';
import { PREVIEW_NOTICE_ID, PREVIEW_STORAGE_KEY, wantsPreview } from './preview-request';
import { leavePreview, parsePreviewParam, startPreviews } from './preview';

const VERSION = 'abcdef012345';
const manifest = (remote: string, version: string) => `/mfe/${remote}/${version}/mf-manifest.json`;

describe('the preview of a released version', () => {
  const api = setupTestApi((request) => {
    const match = /^releases\/preview\/(\w+)\/(\w+)$/.exec(request.path);
    if (!match) return { status: 404, body: { status: 404, msg: 'Not found' } };
    if (request.headers.authorization !== 'Bearer staff-token')
      return { status: 401, body: { status: 401, msg: 'Sign in first' } };
    const [, remote = '', version = ''] = match;
    return version === VERSION
      ? { status: 200, body: { remote, version, manifestUrl: manifest(remote, version) } }
      : { status: 404, body: { status: 404, msg: `${remote} has no version ${version}` } };
  });

  const signedInStore = (token: string | null = 'staff-token') => {
    const kit = createStoreKit();
    configureClient({
      apiBase: api.base,
      getAccessToken: () => kit.store.getState().auth.access_token,
    });
    if (token) kit.store.dispatch(sessionStarted({ user: testUser(), access_token: token }));
    return kit.store;
  };
  const visit = (path: string) => window.history.replaceState(null, '', path);

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterAll(() => visit('/'));

  it('reads remote@version pairs and ignores anything else', () => {
    expect(parsePreviewParam('blog@abc,dashboard@def')).toEqual({ blog: 'abc', dashboard: 'def' });
    expect(parsePreviewParam('shell@abc,blog,blog@,blog@a@b,blog@../x,blog@..,@abc')).toEqual({});
    expect(parsePreviewParam(null)).toEqual({});
  });

  it('asks the server with the staff token, loads what it answers and keeps it for the session', async () => {
    visit(`/blog?preview=blog@${VERSION}&page=2`);
    expect(wantsPreview()).toBe(true);
    const store = signedInStore();
    await expect(startPreviews(store)).resolves.toEqual([
      { remote: 'blog', version: VERSION, manifestUrl: manifest('blog', VERSION) },
    ]);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET releases/preview/blog/${VERSION}`,
    ]);
    // Off the address, kept for the browser session: the next page previews it too.
    expect(window.location.pathname + window.location.search).toBe('/blog?page=2');
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? '')).toEqual({
      blog: VERSION,
    });
    visit('/about_us');
    expect(wantsPreview()).toBe(true);
    await expect(startPreviews(store)).resolves.toHaveLength(1);
    leavePreview();
    expect(wantsPreview()).toBe(false);
  });

  it('drops an unknown version with a toast saying why, and keeps the others', async () => {
    visit(`/?preview=blog@${VERSION},dashboard@000000000000`);
    const store = signedInStore();
    const previews = await startPreviews(store);
    expect(previews.map((p) => p.remote)).toEqual(['blog']);
    expect(store.getState().notices.error).toEqual({
      id: PREVIEW_NOTICE_ID,
      status: 404,
      msg: 'dashboard 000000000000 is not a released version: no preview.',
    });
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? '')).toEqual({
      blog: VERSION,
    });
  });

  it('starts nothing for a visitor who is not signed in, and says so', async () => {
    visit(`/blog?preview=blog@${VERSION}`);
    const store = signedInStore(null);
    await expect(startPreviews(store)).resolves.toEqual([]);
    expect(api.requests).toEqual([]);
    expect(store.getState().notices.error).toMatchObject({ id: PREVIEW_NOTICE_ID, status: 401 });
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('drops the preview when the server refuses the token', async () => {
    visit(`/blog?preview=blog@${VERSION}`);
    const store = signedInStore('someone-else');
    await expect(startPreviews(store)).resolves.toEqual([]);
    expect(store.getState().notices.error).toEqual({
      id: PREVIEW_NOTICE_ID,
      status: 401,
      msg: 'Sign in as a staff member to preview a version.',
    });
  });

  it('after a reload, takes the session back through the refresh cookie first', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    api.answer = (request) =>
      request.path === 'auth/refresh-token'
        ? { status: 200, body: { status: true, user: testUser(), access_token: 'staff-token' } }
        : {
            status: request.headers.authorization === 'Bearer staff-token' ? 200 : 401,
            body: { remote: 'blog', version: VERSION, manifestUrl: manifest('blog', VERSION) },
          };
    visit(`/blog?preview=blog@${VERSION}`);
    await expect(startPreviews(signedInStore(null))).resolves.toHaveLength(1);
    expect(api.requests.map((r) => r.path)).toEqual([
      'auth/refresh-token',
      `releases/preview/blog/${VERSION}`,
    ]);
  });
});
