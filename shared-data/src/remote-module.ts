import type { ReactNode } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/** One route a remote renders; its path is one of the shell's route table (SPEC §2.1). */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
  /**
   * The notice ids this screen shows as toasts (SPEC §2.11: the account forms show only their
   * own). Left out: every notice is shown.
   */
  noticeIds?: readonly string[];
}

/** What every remote exposes as `./module` (README, "How the pieces fit"). */
export interface RemoteModule {
  routes: RemoteRoute[];
  reducers: Record<string, Reducer>;
  saga: Saga;
}
