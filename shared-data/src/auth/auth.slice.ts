import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
}

const initialState: AuthState = {
  isLoading: false,
  status: false,
  user: null,
  access_token: null,
  signInRequired: false,
};

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
      return { ...initialState, signInRequired: true };
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
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectAccessToken = (state: { auth: AuthState }) => state.auth.access_token;
export const selectSignInRequired = (state: { auth: AuthState }) => state.auth.signInRequired;
export const selectIsSignedIn = (state: { auth: AuthState }) =>
  state.auth.status && state.auth.user !== null;
