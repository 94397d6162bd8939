import {
  call,
  put,
  request,
  toNotice,
  type CallName,
  type CallResponse,
  type Operation,
  type SagaIterator,
} from 'shared-data';

/**
 * A load that tells nobody when it fails: no start (which would clear the toasts on show) and a
 * quiet failure, so the figures on show stay until the next one. The sections that refresh by
 * themselves use it (Releases, Site speed).
 */
export function quietLoader<N extends CallName>(
  operation: Operation<void, CallResponse<N>>,
  name: N,
) {
  return function* load(): SagaIterator {
    try {
      const data: CallResponse<N> = yield call(request, name);
      yield put(operation.success(data));
    } catch (error) {
      yield put(operation.fail(toNotice(error, operation.failId, name), true));
    }
  };
}
