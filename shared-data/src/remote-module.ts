import type { ReactNode } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * One route a remote renders; its path is one of the shell's route table
 * (docs/behaviour.md#routes).
 */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
  /**
   * The notice ids this screen shows as toasts (the account forms show only their own:
   * docs/behaviour.md#account-screens). Left out: every notice is shown.
   */
  noticeIds?: readonly string[];
}

/** What every remote exposes as `./module` (README, "How the pieces fit"). */
export interface RemoteModule {
  routes: RemoteRoute[];
  reducers: Record<string, Reducer>;
  saga: Saga;
}
