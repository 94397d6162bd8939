import { createAction, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import type { User } from '../contract/entities';

export interface AuthState {
  isLoading: boolean;
  /**
   * True once a session is established (status true with a user:
   * docs/behaviour.md#account-screens).
   */
  status: boolean;
  user: User | null;
  /** Held in memory only: a reload restores the session through the refresh cookie. */
  access_token: string | null;
  /** The session was lost mid-visit; the shell sends the person to /sign_in. */
  signInRequired: boolean;
  /**
   * The person pressed Logout on this page and has not left it yet. Their navigation home is
   * under way (on a slow phone it can still be rendering when the session ends), so whatever
   * the session's end sets off on that page goes home too, never to /sign_in.
   */
  loggingOut?: boolean;
}

/** Signed out; without the logout mark, which only authReducer below sets and keeps. */
const signedOut: {
  isLoading: boolean;
  status: boolean;
  user: User | null;
  access_token: string | null;
  signInRequired: boolean;
} = {
  isLoading: false,
  status: false,
  user: null,
  access_token: null,
  signInRequired: false,
};
const initialState: AuthState = signedOut;

export interface Session {
  user: User;
  access_token: string;
}

/** The signed-in session, shared by every remote (docs/behaviour.md#operations-and-state). */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authLoading(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
    sessionStarted(state, action: PayloadAction<Session>) {
      state.isLoading = false;
      state.status = true;
      state.user = action.payload.user;
      state.access_token = action.payload.access_token;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.access_token = action.payload;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.isLoading = false;
      state.user = action.payload;
    },
    sessionEnded() {
      return initialState;
    },
    /** The session could not be renewed: signed out, and asked to sign in again. */
    sessionExpired() {
      return { ...signedOut, signInRequired: true };
    },
    signInRedirected(state) {
      state.signInRequired = false;
    },
    /**
     * Logout (docs/behaviour.md#dashboard): the session saga tells the server, then ends the
     * session.
     */
    logoutRequested() {},
  },
});

export const {
  authLoading,
  sessionStarted,
  tokenRefreshed,
  userLoaded,
  sessionEnded,
  sessionExpired,
  signInRedirected,
  logoutRequested,
} = authSlice.actions;

/** The page Logout was pressed on has been left (its navigation home landed). */
export const logoutSettled = createAction('auth/logoutSettled');

/**
 * The slice's reducer, and what a logout in progress keeps (docs/behaviour.md#dashboard):
 * Logout marks the page at once, before its call goes out; the session's end (the logout's
 * answer, or a call the revoked session refused meanwhile) keeps the mark and asks for no
 * sign-in; leaving the page clears it.
 */
export const authReducer: Reducer<AuthState> = (state, action) => {
  const next = authSlice.reducer(state, action);
  if (logoutRequested.match(action)) return { ...next, loggingOut: true };
  if (logoutSettled.match(action)) return next.loggingOut ? { ...next, loggingOut: false } : next;
  if (!state?.loggingOut || !(sessionEnded.match(action) || sessionExpired.match(action))) {
    return next;
  }
  return { ...next, loggingOut: true, signInRequired: false };
};

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectAccessToken = (state: { auth: AuthState }) => state.auth.access_token;
export const selectSignInRequired = (state: { auth: AuthState }) => state.auth.signInRequired;
/**
 * Where a page that needs a session sends a person who has none: home after their own Logout
 * (so that redirect never overtakes the navigation home), otherwise to sign in; null while
 * signed in or while a reload restores the session.
 */
export const selectSignedOutRedirect = ({ auth }: { auth: AuthState }): 'home' | 'signIn' | null =>
  auth.status || auth.user !== null || auth.isLoading ? null : auth.loggingOut ? 'home' : 'signIn';
export const selectIsSignedIn = (state: { auth: AuthState }) =>
  state.auth.status && state.auth.user !== null;
