import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { isAxiosError } from 'axios';
import { refreshSession, request } from '../client/http-client';
import { onSessionEvent, type SessionEvent } from '../client/session-events';
import { errorNoticed } from '../notices/notices.slice';
import type { Notice } from '../notices/notice';
import {
  authLoading,
  logoutRequested,
  selectAuth,
  sessionEnded,
  sessionExpired,
  sessionStarted,
  type AuthState,
  type Session,
} from './auth.slice';

/**
 * The notice shown when a session could not be renewed (an id of the session's own, not of an
 * operation).
 */
export const SESSION_EXPIRED_NOTICE: Notice = {
  msg: 'Your session has ended, please sign in again',
  status: 401,
  id: 'SESSION_EXPIRED',
};

/**
 * Marks that this browser has signed in, so a reload asks for the session only when there may
 * be one: visitors who never sign in make no refresh call. It holds no token, only '1'.
 */
export const SESSION_HINT_KEY = 'vetportal.session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}
export const hasSessionHint = () => storage()?.getItem(SESSION_HINT_KEY) === '1';
const rememberSession = () => storage()?.setItem(SESSION_HINT_KEY, '1');
const forgetSession = () => storage()?.removeItem(SESSION_HINT_KEY);

/** A reload: the token lived in memory only, so the refresh cookie brings the session back. */
export function* restoreSession(): SagaIterator {
  if (!hasSessionHint()) return;
  yield put(authLoading(true));
  try {
    const session: Session = yield call(refreshSession);
    yield put(sessionStarted(session));
  } catch (error) {
    // Refused: no session to restore. Unanswered: keep the hint and try at the next load.
    if (isAxiosError(error) && error.response) forgetSession();
    yield put(authLoading(false));
  }
}

/** POST auth/logout revokes the refresh cookie; the session ends here whatever it answers. */
export function* logout(): SagaIterator {
  const { user }: AuthState = yield select(selectAuth);
  try {
    yield call(request, 'logout', { body: user ? { user_id: user._id } : {} });
  } catch {
    // Signed out locally all the same; the server's token expires on its own.
  }
  yield put(sessionEnded());
}

function clientEvents(): EventChannel<SessionEvent> {
  return eventChannel((emit) => onSessionEvent(emit));
}

/** What the client reports: a token renewed after a 401, or a session that could not be. */
function* followClient(): SagaIterator {
  const channel: EventChannel<SessionEvent> = yield call(clientEvents);
  try {
    for (;;) {
      const event: SessionEvent = yield take(channel);
      if (event.type === 'refreshed') {
        yield put(sessionStarted(event.session));
      } else {
        yield put(sessionExpired());
        yield put(errorNoticed(SESSION_EXPIRED_NOTICE));
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * The session across the site, run by the host once at start: restores it after a reload,
 * follows the client's refreshes, and logs out. The hint follows the session's life.
 */
export function* sessionSaga(): SagaIterator {
  yield fork(followClient);
  yield takeEvery(sessionStarted.type, rememberSession);
  yield takeEvery([sessionEnded.type, sessionExpired.type], forgetSession);
  yield takeLeading(logoutRequested.type, logout);
  yield call(restoreSession);
}
