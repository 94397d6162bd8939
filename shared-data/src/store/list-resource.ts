import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import type { CallName } from '../contract/endpoints';
import type { CallResponse } from '../contract/calls';
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
