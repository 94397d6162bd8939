import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import type { CallName } from '../contract/endpoints';
import type { CallResponse } from '../contract/calls';
import type { Page } from '../contract/entities';
import type { Operation } from '../operations/operation';
import { callOperation } from '../saga/call-operation';

/** Where a list from the API is: not asked for yet, on its way, here, or failed to come. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ListState<T> {
  isLoading: boolean;
  status: LoadStatus;
  items: T[];
}

export const initialListState = { isLoading: false, status: 'idle', items: [] } as const;

export interface ListReducerOptions<R> {
  /**
   * Changes that answer the whole list as it now is (the carousel's, counters' and
   * promises' changes do): their answer, through the same toItems, replaces the list on show.
   */
  replacedBy?: readonly Operation<unknown, R>[];
}

/**
 * The state of one list a page reads (blogs, carousel, counters, promises, doctors, staff, ...):
 * a start turns loading on and keeps what is shown, so nothing jumps while it refreshes; a
 * failure only clears the loading flag and marks a list that never arrived failed, while a list
 * already shown stays (docs/behaviour.md#operations-and-state).
 */
export function listReducer<T, R>(
  operation: Operation<void, R>,
  toItems: (response: R) => T[],
  { replacedBy = [] }: ListReducerOptions<R> = {},
): Reducer<ListState<T>> {
  const initial: ListState<T> = { ...initialListState, items: [] };
  return (state = initial, action: UnknownAction) => {
    if (replacedBy.some((change) => change.successType === action.type))
      // A load still on its way keeps its flag: its own answer ends it.
      return { ...state, status: 'loaded', items: toItems(action.payload as R) };
    if (action.type === operation.startType)
      return {
        ...state,
        isLoading: true,
        status: state.status === 'loaded' ? 'loaded' : 'loading',
      };
    if (action.type === operation.successType)
      return { isLoading: false, status: 'loaded', items: toItems(action.payload as R) };
    if (action.type === operation.failType)
      // A refresh that fails keeps the list already shown.
      return {
        ...state,
        isLoading: false,
        status: state.status === 'loaded' ? 'loaded' : 'failed',
      };
    return state;
  };
}

/**
 * Loads one list: the call, its success or failure put. Also what a saga runs to show the list
 * again after a change, without a start (which would clear the change's success toast).
 */
export function listLoader<N extends CallName>(
  operation: Operation<void, CallResponse<N>>,
  name: N,
): () => SagaIterator {
  return function* load(): SagaIterator {
    yield call(callOperation, operation, name);
  };
}

/** The saga of one list: each start makes the call (a newer start cancels an older one). */
export function listSaga<N extends CallName>(operation: Operation<void, CallResponse<N>>, name: N) {
  const load = listLoader(operation, name);
  return function* watch(): SagaIterator {
    yield takeLatest(operation.startType, load);
  };
}

/**
 * What a paged list is asked for (docs/behaviour.md#paged-list-calls): a page number, search
 * text and a filter, each left out when not chosen. The dashboard keeps it in the URL.
 */
export interface PageRequest {
  page?: number;
  q?: string;
  status?: string;
}

/** A paged list on screen: the list state of its current page, its count, and what was asked. */
export interface PageState<T> extends ListState<T> {
  total: number;
  page: number;
  per_page: number;
  /** The request of the last start: what a change loads again. */
  request: PageRequest;
}

/**
 * The state of one paged list, like listReducer's: a start keeps the page on show (so nothing
 * jumps while the next one comes) and remembers what it asked; a success replaces rows and
 * count; a failure keeps a page already shown.
 */
export function pageReducer<T>(operation: Operation<PageRequest, Page<T>>): Reducer<PageState<T>> {
  const initial: PageState<T> = {
    ...initialListState,
    items: [],
    total: 0,
    page: 1,
    per_page: 0,
    request: {},
  };
  return (state = initial, action: UnknownAction) => {
    if (action.type === operation.startType)
      return {
        ...state,
        isLoading: true,
        status: state.status === 'loaded' ? 'loaded' : 'loading',
        request: (action.payload as PageRequest | undefined) ?? {},
      };
    if (action.type === operation.successType) {
      const page = action.payload as Page<T>;
      return { ...state, isLoading: false, status: 'loaded', ...page };
    }
    if (action.type === operation.failType)
      return {
        ...state,
        isLoading: false,
        status: state.status === 'loaded' ? 'loaded' : 'failed',
      };
    return state;
  };
}

/** The query string of a request: only what was chosen. */
export function pageQuery(request: PageRequest): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (request.page && request.page > 1) query.page = request.page;
  if (request.q?.trim()) query.q = request.q.trim();
  if (request.status) query.status = request.status;
  return query;
}

/**
 * Loads one page: the call with the request as its query. Also what a saga runs to show the
 * page again after a change, without a start.
 */
export function pageLoader<N extends CallName>(
  operation: Operation<PageRequest, CallResponse<N>>,
  name: N,
) {
  return function* load(request: PageRequest): SagaIterator {
    yield call(callOperation, operation, name, { query: pageQuery(request) });
  };
}

/** The saga of one paged list: each start asks for its page (a newer start cancels an older one). */
export function pageSaga<N extends CallName>(
  operation: Operation<PageRequest, CallResponse<N>>,
  name: N,
) {
  const load = pageLoader(operation, name);
  function* started(action: UnknownAction): SagaIterator {
    yield call(load, (action.payload as PageRequest | undefined) ?? {});
  }
  return function* watch(): SagaIterator {
    yield takeLatest(operation.startType, started);
  };
}
