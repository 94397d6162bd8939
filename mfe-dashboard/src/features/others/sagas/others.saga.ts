import { listLoader, MESSAGES, takeLatest, takeLeading, type SagaIterator } from 'shared-data';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import {
  creatingCounter,
  creatingPromise,
  retrievingCounters,
  retrievingPromises,
  updatingCounter,
  updatingPromise,
  type PromiseInput,
} from '../store/others.slice';

const loadCounters = listLoader(retrievingCounters, 'counters');
const loadPromises = listLoader(retrievingPromises, 'promises');

// A Kiswahili text left out of the input is left out of the request (kept as it is).
const createCounter = operationWorker(creatingCounter, 'createCounter', {
  input: ({ title, title_sw, content }) => ({
    body: { title, ...(title_sw !== undefined && { title_sw }), content },
  }),
  message: MESSAGES.counterSaved,
});
const updateCounter = operationWorker(updatingCounter, 'updateCounter', {
  input: ({ id, title, title_sw, content }) => ({
    body: { id, title, ...(title_sw !== undefined && { title_sw }), content },
  }),
  message: MESSAGES.counterSaved,
});

/** Multipart, the id of the one updated, the texts (Kiswahili when given), the image when chosen. */
const promiseForm = (
  { title, title_sw, content, content_sw, image }: PromiseInput,
  id?: string,
) => {
  const body = new FormData();
  if (id !== undefined) body.append('id', id);
  body.append('title', title);
  if (title_sw !== undefined) body.append('title_sw', title_sw);
  body.append('content', content);
  if (content_sw !== undefined) body.append('content_sw', content_sw);
  if (image) body.append('image', image);
  return { body };
};

const createPromise = operationWorker(creatingPromise, 'createPromise', {
  input: (promise) => promiseForm(promise),
  message: MESSAGES.promiseSaved,
});
const updatePromise = operationWorker(updatingPromise, 'updatePromise', {
  input: (promise) => promiseForm(promise, promise.id),
  message: MESSAGES.promiseSaved,
});

/**
 * The home page's counters and promises, as the dashboard edits them
 * (docs/behaviour.md#carousel-counters-and-promises-calls).
 */
export function* othersSaga(): SagaIterator {
  yield takeLatest(retrievingCounters.startType, loadCounters);
  yield takeLatest(retrievingPromises.startType, loadPromises);
  yield takeLeading(creatingCounter.startType, createCounter);
  yield takeLeading(updatingCounter.startType, updateCounter);
  yield takeLeading(creatingPromise.startType, createPromise);
  yield takeLeading(updatingPromise.startType, updatePromise);
}
