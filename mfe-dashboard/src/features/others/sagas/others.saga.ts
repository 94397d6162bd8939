import {
  call,
  callOperation,
  MESSAGES,
  takeLatest,
  takeLeading,
  type SagaIterator,
} from 'shared-data';
import {
  creatingCounter,
  creatingPromise,
  retrievingCounters,
  retrievingPromises,
  updatingCounter,
  updatingPromise,
  type PromiseInput,
} from '../store/others.slice';

function* loadCounters(): SagaIterator {
  yield call(callOperation, retrievingCounters, 'counters');
}

function* loadPromises(): SagaIterator {
  yield call(callOperation, retrievingPromises, 'promises');
}

function* createCounter({ payload }: ReturnType<typeof creatingCounter.start>): SagaIterator {
  const { title, content } = payload;
  yield call(
    callOperation,
    creatingCounter,
    'createCounter',
    { body: { title, content } },
    MESSAGES.counterSaved,
  );
}

function* updateCounter({ payload }: ReturnType<typeof updatingCounter.start>): SagaIterator {
  const { id, title, content } = payload;
  yield call(
    callOperation,
    updatingCounter,
    'updateCounter',
    { body: { id, title, content } },
    MESSAGES.counterSaved,
  );
}

const promiseForm = ({ title, content, image }: PromiseInput, id?: string) => {
  const body = new FormData();
  if (id !== undefined) body.append('id', id);
  body.append('title', title);
  body.append('content', content);
  if (image) body.append('image', image);
  return body;
};

function* createPromise({ payload }: ReturnType<typeof creatingPromise.start>): SagaIterator {
  yield call(
    callOperation,
    creatingPromise,
    'createPromise',
    { body: promiseForm(payload) },
    MESSAGES.promiseSaved,
  );
}

function* updatePromise({ payload }: ReturnType<typeof updatingPromise.start>): SagaIterator {
  yield call(
    callOperation,
    updatingPromise,
    'updatePromise',
    { body: promiseForm(payload, payload.id) },
    MESSAGES.promiseSaved,
  );
}

/** SPEC §7.4: the home page's counters and promises, as the dashboard edits them. */
export function* othersSaga(): SagaIterator {
  yield takeLatest(retrievingCounters.startType, loadCounters);
  yield takeLatest(retrievingPromises.startType, loadPromises);
  yield takeLeading(creatingCounter.startType, createCounter);
  yield takeLeading(updatingCounter.startType, updateCounter);
  yield takeLeading(creatingPromise.startType, createPromise);
  yield takeLeading(updatingPromise.startType, updatePromise);
}
