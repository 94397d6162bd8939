import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { Operation } from '../operations/operation';
import { uploadProgressed } from '../uploads/upload-progressed';

export interface RunSagaUntilOptions {
  /** The state the saga's `select` sees; `{}` unless given. */
  getState?: () => unknown;
  /**
   * Leaves uploadProgressed out of the answer. Off by default: a test that compares the whole
   * list also checks that a call reported no upload it should not have.
   */
  dropUploadProgress?: boolean;
  /**
   * Milliseconds to wait after `until` matched before the saga is cancelled, for a test that
   * checks the saga puts (or calls) nothing more.
   */
  settleMs?: number;
}

/**
 * Runs `saga` as the store would, puts `starts` into it, and once an action it puts matches
 * `until`, cancels it and answers every action it put, in order. The saga does not see its own
 * actions (nothing is put back into the channel).
 */
export async function runSagaUntil(
  saga: Saga<[]>,
  starts: UnknownAction | UnknownAction[],
  until: (action: UnknownAction) => boolean,
  { getState = () => ({}), dropUploadProgress = false, settleMs = 0 }: RunSagaUntilOptions = {},
): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  const channel = stdChannel<UnknownAction>();
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        if (until(action)) finish();
      },
      getState,
    },
    saga,
  );
  for (const start of Array.isArray(starts) ? starts : [starts]) channel.put(start);
  await finished;
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  task.cancel();
  return dropUploadProgress ? withoutUploadProgress(dispatched) : dispatched;
}

/** Matches the operation's success or its failure: the action that ends it. */
export const ended =
  (operation: Pick<Operation, 'successType' | 'failType'>) => (action: UnknownAction) =>
    action.type === operation.successType || action.type === operation.failType;

/** The actions other than upload progress reports. */
export const withoutUploadProgress = (actions: UnknownAction[]) =>
  actions.filter((action) => action.type !== uploadProgressed.type);

/** The upload progress reports among the actions. */
export const uploadProgressOf = (actions: UnknownAction[]) =>
  actions.filter((action) => action.type === uploadProgressed.type);
