import { createStoreKit, sessionStarted, SESSION_HINT_KEY, configureClient } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { testUser } from 'shared-data/testing/test-users';
import { PREVIEW_NOTICE_ID, PREVIEW_STORAGE_KEY, wantsPreview } from './preview-request';
import { confirmPreviews, leavePreview, parsePreviewParam, startPreviews } from './preview';

const VERSION = 'abcdef012345';
const WITHDRAWN = 'fedcba987654';
const RELEASED_AT = '2026-11-26T06:15:00.000Z';
const manifest = (remote: string, version: string) => `/mfe/${remote}/${version}/mf-manifest.json`;
const answer = (remote: string, version: string) => ({
  remote,
  version,
  manifestUrl: manifest(remote, version),
  released_by: 'Amina Otieno',
  released_at: RELEASED_AT,
});
const offer = (remote: string, version: string) => ({
  remote,
  version,
  manifestUrl: manifest(remote, version),
  releasedBy: 'Amina Otieno',
  releasedAt: RELEASED_AT,
});

describe('the preview of a released version', () => {
  const api = setupTestApi((request) => {
    const match = /^releases\/preview\/(\w+)\/(\w+)$/.exec(request.path);
    if (!match) return { status: 404, body: { status: 404, msg: 'Not found' } };
    if (request.headers.authorization !== 'Bearer staff-token')
      return { status: 401, body: { status: 401, msg: 'Sign in first' } };
    const [, remote = '', version = ''] = match;
    if (version === WITHDRAWN)
      return { status: 409, body: { status: 409, msg: `${remote} ${version} was withdrawn` } };
    return version === VERSION
      ? { status: 200, body: answer(remote, version) }
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

  it('asks the server with the staff token and offers a linked version for confirmation first', async () => {
    visit(`/blog?preview=blog@${VERSION}&page=2`);
    expect(wantsPreview()).toBe(true);
    const store = signedInStore();
    // A link is anyone's to send: nothing of the version is loaded until it is confirmed.
    await expect(startPreviews(store)).resolves.toEqual({
      active: [],
      toConfirm: [offer('blog', VERSION)],
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET releases/preview/blog/${VERSION}`,
    ]);
    expect(window.location.pathname + window.location.search).toBe('/blog?page=2');
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    // Not confirmed (Cancel): the next page asks nothing.
    visit('/about_us');
    expect(wantsPreview()).toBe(false);
  });

  it('once confirmed, keeps the preview for the session and starts it without asking', async () => {
    visit(`/blog?preview=blog@${VERSION}`);
    const store = signedInStore();
    const { active, toConfirm } = await startPreviews(store);
    confirmPreviews(active, toConfirm);
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? '')).toEqual({
      blog: VERSION,
    });
    // The reload that follows, and every page after it, previews it: the server still asked.
    visit('/about_us');
    expect(wantsPreview()).toBe(true);
    await expect(startPreviews(store)).resolves.toEqual({
      active: [{ remote: 'blog', version: VERSION, manifestUrl: manifest('blog', VERSION) }],
      toConfirm: [],
    });
    expect(api.requests).toHaveLength(2);
    // Another link, to the same version: nothing new to confirm.
    visit(`/?preview=blog@${VERSION}`);
    await expect(startPreviews(store)).resolves.toMatchObject({ toConfirm: [] });
    leavePreview();
    expect(wantsPreview()).toBe(false);
  });

  it('drops a withdrawn version with a toast saying so, and offers nothing', async () => {
    visit(`/blog?preview=blog@${WITHDRAWN}`);
    const store = signedInStore();
    await expect(startPreviews(store)).resolves.toEqual({ active: [], toConfirm: [] });
    expect(store.getState().notices.error).toEqual({
      id: PREVIEW_NOTICE_ID,
      status: 409,
      msg: `blog ${WITHDRAWN} was withdrawn: no preview.`,
    });
  });

  it('drops an unknown version with a toast saying why, and keeps the others', async () => {
    visit(`/?preview=blog@${VERSION},dashboard@000000000000`);
    const store = signedInStore();
    const previews = await startPreviews(store);
    expect(previews.toConfirm.map((p) => p.remote)).toEqual(['blog']);
    expect(store.getState().notices.error).toEqual({
      id: PREVIEW_NOTICE_ID,
      status: 404,
      msg: 'dashboard 000000000000 is not a released version: no preview.',
    });
  });

  it('starts nothing for a visitor who is not signed in, and says so', async () => {
    visit(`/blog?preview=blog@${VERSION}`);
    const store = signedInStore(null);
    await expect(startPreviews(store)).resolves.toEqual({ active: [], toConfirm: [] });
    expect(api.requests).toEqual([]);
    expect(store.getState().notices.error).toMatchObject({ id: PREVIEW_NOTICE_ID, status: 401 });
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('drops the preview when the server refuses the token', async () => {
    visit(`/blog?preview=blog@${VERSION}`);
    const store = signedInStore('someone-else');
    await expect(startPreviews(store)).resolves.toEqual({ active: [], toConfirm: [] });
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
            body: answer('blog', VERSION),
          };
    visit(`/blog?preview=blog@${VERSION}`);
    await expect(startPreviews(signedInStore(null))).resolves.toMatchObject({
      toConfirm: [offer('blog', VERSION)],
    });
    expect(api.requests.map((r) => r.path)).toEqual([
      'auth/refresh-token',
      `releases/preview/blog/${VERSION}`,
    ]);
  });
});
