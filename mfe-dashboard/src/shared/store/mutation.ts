import type { Operation, Reducer, UnknownAction } from 'shared-data';

/** A change made through the API (save, delete): on its way, and how many went through. */
export interface MutationState {
  busy: boolean;
  /** Counts successes, so a form can close (or empty) on the next one: see useOnChange. */
  done: number;
}

export const initialMutationState: MutationState = { busy: false, done: 0 };

type MutationOperation = Pick<Operation, 'startType' | 'successType' | 'failType'>;

/** Folds an operation's start, success and failure into a MutationState. */
export function mutationCase(
  state: MutationState,
  operation: MutationOperation,
  action: UnknownAction,
): MutationState {
  if (action.type === operation.startType) return { ...state, busy: true };
  if (action.type === operation.successType) return { busy: false, done: state.done + 1 };
  if (action.type === operation.failType) return { ...state, busy: false };
  return state;
}

/**
 * The MutationState of one form, as a reducer: the operations it sends share the busy flag
 * and the success count (a Save that creates or updates counts both).
 */
export function mutationReducer(...operations: MutationOperation[]): Reducer<MutationState> {
  return (state = initialMutationState, action: UnknownAction) =>
    operations.reduce((current, operation) => mutationCase(current, operation, action), state);
}
