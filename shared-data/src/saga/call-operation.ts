import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { CallName } from '../contract/endpoints';
import type { CallResponse } from '../contract/calls';
import { request, type RequestInput } from '../client/http-client';
import { toNotice } from '../client/errors';
import type { Operation } from '../operations/operation';

/**
 * The one way a saga makes a call: runs it through the typed client, then puts the
 * operation's success (with the product's success message, if any) or its failure notice.
 * Answers the response body, or undefined when the call failed.
 */
export function* callOperation<N extends CallName, S>(
  operation: Operation<S, CallResponse<N>>,
  name: N,
  input: RequestInput = {},
  successMessage?: string,
): SagaIterator<CallResponse<N> | undefined> {
  try {
    const data: CallResponse<N> = yield call(request, name, input);
    yield put(operation.success(data, successMessage));
    return data;
  } catch (error) {
    yield put(operation.fail(toNotice(error, operation.failType, name)));
    return undefined;
  }
}
