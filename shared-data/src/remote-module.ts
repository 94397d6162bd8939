import type { ReactNode } from 'react';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { SiteLocale } from './contract/locale';

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
  /**
   * What the page's first screen shows, as the actions that fetch it (the starts its
   * components dispatch when they mount): the server puts them, waits for their answers and
   * renders the page with them. `params` are the path's (':blog_id'); `query` holds only the
   * query parameters the server keeps for that page (a bounded set: its page cache keys on
   * them). It is asked after `prepare`, so what it names may come with the page's chunk.
   */
  serverData?: (
    params: Readonly<Record<string, string | undefined>>,
    query: Readonly<Record<string, string>>,
  ) => UnknownAction[];
  /**
   * Fetches the page's code when it is a chunk of its own, so that the server and the browser's
   * hydration render the page itself at once rather than a spinner in its place.
   */
  prepare?: () => Promise<unknown>;
  /** Never rendered on the server (a page of a secret link, whose HTML must not be cached). */
  clientOnly?: boolean;
}

/** What every remote exposes as `./module` (README, "How the pieces fit"). */
export interface RemoteModule {
  routes: RemoteRoute[];
  reducers: Record<string, Reducer>;
  saga: Saga;
  /**
   * The remote's messages in a language, by id (docs/behaviour.md#languages): its catalogue
   * for Kiswahili, nothing for English (the code's own texts). The shell loads them with the
   * remote, before any of its pages renders. Left out: the remote's texts are English only.
   */
  messages?: (locale: SiteLocale) => Promise<Record<string, string>>;
}
