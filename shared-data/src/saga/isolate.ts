import { all, call, spawn } from 'redux-saga/effects';
import type { Saga, SagaIterator } from 'redux-saga';

/** How often a crashed saga is restarted before it is left stopped (and reported). */
export const MAX_SAGA_RESTARTS = 3;

/**
 * Runs a saga so that an uncaught error restarts it (a bounded number of times) instead of
 * cancelling its parent: one failing flow cannot stop the others.
 */
export function keepAlive(saga: Saga, name = saga.name || 'saga'): Saga {
  return function* keptAlive(): SagaIterator {
    for (let attempt = 0; attempt <= MAX_SAGA_RESTARTS; attempt += 1) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        console.error(`[saga] ${name} crashed (attempt ${attempt + 1})`, error);
      }
    }
    console.error(`[saga] ${name} stopped after ${MAX_SAGA_RESTARTS} restarts`);
  };
}

/** A remote's root saga: each flow runs detached and kept alive, isolated from the others. */
export function rootSaga(...sagas: Saga[]): Saga {
  return function* root(): SagaIterator {
    yield all(sagas.map((saga) => spawn(keepAlive(saga))));
  };
}
