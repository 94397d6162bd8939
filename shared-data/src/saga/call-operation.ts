import { channel, type Channel, type SagaIterator } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import type { CallName } from '../contract/endpoints';
import type { CallResponse } from '../contract/calls';
import { request, type RequestInput } from '../client/http-client';
import { toNotice } from '../client/errors';
import { endedSession } from '../client/session-events';
import type { Operation } from '../operations/operation';
import { uploadProgressed } from '../uploads/upload-progressed';

/**
 * The one way a saga makes a call: runs it through the typed client, then puts the
 * operation's success (with the product's success message, if any) or its failure notice.
 * A multipart body's progress is reported as it goes (uploadProgressed), for the screen's bar.
 * Answers the response body, or undefined when the call failed.
 */
export function* callOperation<N extends CallName, S>(
  operation: Operation<S, CallResponse<N>>,
  name: N,
  input: RequestInput = {},
  successMessage?: string,
): SagaIterator<CallResponse<N> | undefined> {
  const uploading = typeof FormData !== 'undefined' && input.body instanceof FormData;
  const progress: Channel<number> | null = uploading ? yield call(channel) : null;
  const reporter = progress ? yield fork(reportProgress, progress, operation.name) : null;
  // A bar from the first moment: browsers report the first progress only once bytes are out.
  if (progress) yield put(uploadProgressed({ operation: operation.name, fraction: 0 }));
  try {
    const data: CallResponse<N> = yield call(request, name, {
      ...input,
      onUploadProgress: progress
        ? ({ loaded, total }) => {
            if (total) progress.put(loaded / total);
          }
        : input.onUploadProgress,
    });
    yield put(operation.success(data, successMessage));
    return data;
  } catch (error) {
    // A session that could not be renewed is announced once, by the session saga.
    yield put(operation.fail(toNotice(error, operation.failId, name), endedSession(error)));
    return undefined;
  } finally {
    if (reporter) yield cancel(reporter);
    progress?.close();
  }
}

function* reportProgress(progress: Channel<number>, operation: string): SagaIterator {
  for (;;) {
    const fraction: number = yield take(progress);
    yield put(uploadProgressed({ operation, fraction }));
  }
}
