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

const createCounter = operationWorker(creatingCounter, 'createCounter', {
  input: ({ title, content }) => ({ body: { title, content } }),
  message: MESSAGES.counterSaved,
});
const updateCounter = operationWorker(updatingCounter, 'updateCounter', {
  input: ({ id, title, content }) => ({ body: { id, title, content } }),
  message: MESSAGES.counterSaved,
});

/** Multipart, the id of the one updated, the texts, and the image when chosen. */
const promiseForm = ({ title, content, image }: PromiseInput, id?: string) => {
  const body = new FormData();
  if (id !== undefined) body.append('id', id);
  body.append('title', title);
  body.append('content', content);
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
