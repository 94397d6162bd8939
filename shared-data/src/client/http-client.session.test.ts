/** @jest-environment node */
import { configureClient, refreshSession, request } from './http-client';
import { toNotice } from './errors';
import { endedSession, onSessionEvent, type SessionEvent } from './session-events';
import { gate, startTestApi, type ApiAnswer, type TestApi } from '../testing/test-api';

const user = { _id: 'u1', fullname: 'A', email: 'a@b.co' };
const renewed = { status: true, user, access_token: 'fresh' };

describe('the client and the session', () => {
  let api: TestApi;
  let refreshAnswer: () => Promise<ApiAnswer>;
  /** Data calls are answered only once this many have arrived (answered together). */
  let together = 1;
  let waiting: (() => void)[] = [];
  let token: string | null;
  let events: SessionEvent[];
  let unsubscribe: () => void;

  beforeAll(async () => {
    api = await startTestApi(async (req) => {
      if (req.path === 'auth/refresh-token') return refreshAnswer();
      if (req.path === 'auth/signin/staff')
        return { status: 401, body: { status: 401, msg: 'The email or password is incorrect' } };
      if (waiting.length + 1 < together) await new Promise<void>((go) => waiting.push(go));
      else for (const go of waiting.splice(0)) go();
      return req.headers.authorization === 'Bearer fresh'
        ? { status: 200, body: [] }
        : { status: 401, body: { status: 401, msg: 'Your session has expired, sign in again' } };
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.requests.length = 0;
    together = 1;
    waiting = [];
    token = 'stale';
    refreshAnswer = async () => ({ status: 200, body: renewed });
    configureClient({ apiBase: api.base, getAccessToken: () => token });
    events = [];
    unsubscribe = onSessionEvent((event) => events.push(event));
  });
  afterEach(() => unsubscribe());

  const sent = () =>
    api.requests.map((req) => `${req.method} ${req.path} ${req.headers.authorization ?? '-'}`);

  it('meets a 401 with one refresh and one retry carrying the new token', async () => {
    await expect(request('enquiries')).resolves.toEqual([]);
    expect(sent()).toEqual([
      'GET enquiry/ Bearer stale',
      'GET auth/refresh-token -',
      'GET enquiry/ Bearer fresh',
    ]);
    expect(events).toEqual([{ type: 'refreshed', session: { user, access_token: 'fresh' } }]);
  });

  it('lets 401s that arrive together share one refresh, then retries each once', async () => {
    together = 2;
    await expect(Promise.all([request('enquiries'), request('currentUser')])).resolves.toEqual([
      [],
      [],
    ]);
    expect(api.to('auth/refresh-token')).toHaveLength(1);
    expect(api.to('enquiry/')).toHaveLength(2);
    expect(api.to('auth/staff/account')).toHaveLength(2);
    expect(events).toHaveLength(1);
  });

  it('shares one refresh between callers at the same time', async () => {
    const first = refreshSession();
    expect(refreshSession()).toBe(first);
    await expect(first).resolves.toEqual({ user, access_token: 'fresh' });
    expect(api.to('auth/refresh-token')).toHaveLength(1);
  });

  it('holds a call made during a refresh until the new token is there', async () => {
    const held = gate();
    refreshAnswer = async () => {
      await held.promise;
      return { status: 200, body: renewed };
    };
    const refresh = refreshSession();
    const call = request('enquiries');
    held.open();
    await refresh;
    await expect(call).resolves.toEqual([]);
    expect(sent()).toEqual(['GET auth/refresh-token -', 'GET enquiry/ Bearer fresh']);
  });

  it('reports the session expired when the refresh is refused, and fails the call', async () => {
    refreshAnswer = async () => ({ status: 401, body: { status: 401, msg: 'Sign in again' } });
    const error = await request('enquiries').catch((e: unknown) => e);
    expect(toNotice(error, 'RETRIVING_ENQUIRIES_FAIL', 'enquiries')).toMatchObject({ status: 401 });
    expect(sent()).toEqual(['GET enquiry/ Bearer stale', 'GET auth/refresh-token -']);
    expect(events).toEqual([{ type: 'expired' }]);
    expect(endedSession(error)).toBe(true);
  });

  it('retries only once: a second 401 after the refresh is the answer', async () => {
    refreshAnswer = async () => ({ status: 200, body: { ...renewed, access_token: 'also-stale' } });
    const error = await request('enquiries').catch((e: unknown) => e);
    expect(error).toMatchObject({ response: { status: 401 } });
    // The session was renewed: this refusal is the call's own, and says so.
    expect(endedSession(error)).toBe(false);
    expect(api.to('enquiry/')).toHaveLength(2);
    expect(api.to('auth/refresh-token')).toHaveLength(1);
  });

  it('leaves calls that need no session alone: a wrong password is not a lost session', async () => {
    token = null;
    await expect(
      request('signIn', { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent()).toEqual(['POST auth/signin/staff -']);
    expect(events).toEqual([]);
  });
});
