import {
  call,
  callOperation,
  type CallName,
  type CallResponse,
  type Operation,
  type OperationAction,
  type RequestInput,
  type SagaIterator,
} from 'shared-data';

export interface OperationWorkerOptions<S, N extends CallName> {
  /** What goes out for a start's payload (path params, query, body); nothing when absent. */
  input?: (payload: S) => RequestInput;
  /** The success toast's text (MESSAGES); no toast when absent. */
  message?: string;
  /**
   * Runs with the answer once the call went through: the list loaded again (without a start,
   * which would clear the success toast just put), the session's user replaced.
   */
  then?: (answer: CallResponse<N>) => SagaIterator;
}

/**
 * The saga that answers one operation's start: the typed call through callOperation (success
 * or failure put, upload progress reported), then `then` when it went through. Watch it with
 * takeLatest or takeLeading.
 */
export function operationWorker<S, N extends CallName>(
  operation: Operation<S, CallResponse<N>>,
  name: N,
  { input, message, then }: OperationWorkerOptions<S, N> = {},
) {
  return function* worker({ payload }: OperationAction<S>): SagaIterator {
    const answer: CallResponse<N> | undefined = yield call(
      callOperation,
      operation,
      name,
      input ? input(payload) : {},
      message,
    );
    if (answer !== undefined && then) yield call(then, answer);
  };
}
