import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { configureClient, request } from '../client/http-client';
import { startTestApi, type ApiAnswer, type TestApi } from '../testing/test-api';
import { errorNoticed } from '../notices/notices.slice';
import { createStoreKit } from '../store/store-kit';
import {
  authLoading,
  logoutRequested,
  logoutSettled,
  selectSignedOutRedirect,
  sessionEnded,
  sessionExpired,
  sessionStarted,
  type AuthState,
} from './auth.slice';
import { SESSION_EXPIRED_NOTICE, SESSION_HINT_KEY, sessionSaga } from './session.saga';
import { testUser } from '../testing/test-users';

const user = testUser({
  background: '',
  description: '',
  isDoctor: false,
  rank: '',
  role: 'Administrator',
});
const signedIn: AuthState = {
  isLoading: false,
  status: true,
  user,
  access_token: 'old',
  signInRequired: false,
  loggingOut: false,
};

describe('the session saga', () => {
  let api: TestApi;
  let refreshAnswer: ApiAnswer;
  let dataAnswer: ApiAnswer;
  /** Resolves the logout call's answer; null answers it at once. */
  let holdLogout: Promise<void> | null = null;
  beforeAll(async () => {
    api = await startTestApi(async (req) => {
      if (req.path === 'auth/refresh-token') return refreshAnswer;
      if (req.path === 'auth/logout') {
        await holdLogout;
        return { status: 200, body: { msg: 'Signed out' } };
      }
      return dataAnswer;
    });
    configureClient({ apiBase: api.base, getAccessToken: () => 'old' });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.requests.length = 0;
    localStorage.clear();
    refreshAnswer = { status: 200, body: { status: true, user, access_token: 'new' } };
    dataAnswer = { status: 200, body: [] };
    holdLogout = null;
  });

  /** Runs the session saga; `until` resolves when an action it puts matches. */
  function start(state: AuthState = { ...signedIn, status: false, user: null }) {
    const dispatched: UnknownAction[] = [];
    const channel = stdChannel<UnknownAction>();
    const waiters: { match: (a: UnknownAction) => boolean; done: () => void }[] = [];
    const task = runSaga(
      {
        channel,
        dispatch: (action: UnknownAction) => {
          dispatched.push(action);
          channel.put(action);
          for (const waiter of waiters.filter((w) => w.match(action))) waiter.done();
        },
        getState: () => ({ auth: state }),
      },
      sessionSaga as Saga,
    );
    /** Resolves once an action of that type (or equal to that action) has been put. */
    const until = (expected: string | UnknownAction) => {
      const match = (action: UnknownAction) =>
        typeof expected === 'string'
          ? action.type === expected
          : JSON.stringify(action) === JSON.stringify(expected);
      return dispatched.some(match)
        ? Promise.resolve()
        : new Promise<void>((done) => waiters.push({ match, done }));
    };
    return { dispatched, channel, task, until };
  }

  it('makes no call at start when this browser never signed in', () => {
    const { dispatched, task } = start();
    expect(dispatched).toEqual([]);
    expect(api.requests).toEqual([]);
    task.cancel();
  });

  it('restores the session after a reload through the refresh cookie', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { dispatched, task, until } = start();
    await until(sessionStarted.type);
    expect(dispatched).toEqual([authLoading(true), sessionStarted({ user, access_token: 'new' })]);
    expect(api.to('auth/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    task.cancel();
  });

  it('stays signed out, quietly, when the cookie is refused, and stops asking', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    refreshAnswer = { status: 401, body: { status: 401, msg: 'Sign in to continue' } };
    const { dispatched, task, until } = start();
    await until(authLoading(false));
    task.cancel();
    expect(dispatched).toEqual([authLoading(true), authLoading(false)]);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('remembers a sign-in for the next reload and forgets it when the session ends', () => {
    const { channel, task } = start();
    channel.put(sessionStarted({ user, access_token: 'a' }));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    channel.put(sessionEnded());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    task.cancel();
  });

  it('takes the token a 401 refresh brought into the store', async () => {
    dataAnswer = { status: 401, body: { status: 401, msg: 'expired' } };
    const { task, until, dispatched } = start(signedIn);
    await request('enquiries').catch(() => undefined);
    await until(sessionStarted.type);
    expect(dispatched).toContainEqual(sessionStarted({ user, access_token: 'new' }));
    task.cancel();
  });

  it('signs out with a notice when the session cannot be renewed', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    refreshAnswer = { status: 401, body: { status: 401, msg: 'Sign in to continue' } };
    dataAnswer = { status: 401, body: { status: 401, msg: 'expired' } };
    const { task, until, dispatched } = start(signedIn);
    await until(authLoading(false)); // the restore at start failed first
    localStorage.setItem(SESSION_HINT_KEY, '1');
    await request('enquiries').catch(() => undefined);
    await until(errorNoticed.type);
    expect(dispatched.slice(-2)).toEqual([sessionExpired(), errorNoticed(SESSION_EXPIRED_NOTICE)]);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    task.cancel();
  });

  it('logs out: POST auth/logout with the user id, then the session ends', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { channel, task, until, dispatched } = start(signedIn);
    await until(sessionStarted.type);
    channel.put(logoutRequested());
    await until(sessionEnded.type);
    const [logout] = api.to('auth/logout');
    expect(logout?.method).toBe('POST');
    expect(JSON.parse(logout?.body ?? '')).toEqual({ user_id: 'u1' });
    expect(dispatched.at(-1)).toEqual(sessionEnded());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    task.cancel();
  });

  it('orders a logout so that nothing of it sends the person to sign in', async () => {
    // In a real store: where a page that needs a session would send the person, after every
    // action, while the logout's answer is held back and a call refused by the revoked
    // session comes back meanwhile.
    let ended!: () => void;
    const sessionEndedSeen = new Promise<void>((resolve) => (ended = resolve));
    const kit = createStoreKit({}, {}, [
      () => (next) => (action) => {
        const result = next(action);
        if (sessionEnded.match(action)) ended();
        return result;
      },
    ]);
    configureClient({ apiBase: api.base, getAccessToken: () => null });
    kit.store.dispatch(sessionStarted({ user, access_token: 'a' }));
    kit.injectSaga('session', sessionSaga);
    const redirects: (string | null)[] = [];
    kit.store.subscribe(() => redirects.push(selectSignedOutRedirect(kit.store.getState())));
    refreshAnswer = { status: 401, body: { status: 401, msg: 'Sign in to continue' } };
    dataAnswer = { status: 401, body: { status: 401, msg: 'expired' } };
    let answer!: () => void;
    holdLogout = new Promise((resolve) => (answer = resolve));

    kit.store.dispatch(logoutRequested());
    // Marked before the call goes out: whatever ends the session from now on goes home.
    expect(kit.store.getState().auth.loggingOut).toBe(true);
    await request('enquiries').catch(() => undefined);
    expect(kit.store.getState().auth).toMatchObject({ status: false, signInRequired: false });
    answer();
    await sessionEndedSeen;
    expect(redirects).not.toContain('signIn');
    expect(redirects.at(-1)).toBe('home');
    expect(kit.store.getState().auth.signInRequired).toBe(false);

    // The page was left: a later visit without a session is sent to sign in.
    kit.store.dispatch(logoutSettled());
    expect(selectSignedOutRedirect(kit.store.getState())).toBe('signIn');
    kit.close();
  });
});
