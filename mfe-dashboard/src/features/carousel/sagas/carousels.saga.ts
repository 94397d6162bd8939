import { listLoader, MESSAGES, takeLatest, takeLeading, type SagaIterator } from 'shared-data';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import {
  creatingCarousel,
  deletingCarousel,
  retrievingCarousel,
  updatingCarousel,
  type CarouselUpdateInput,
} from '../store/carousels.slice';

/**
 * Multipart: the index, the text alternatives given, and the image when there is one (without
 * it, an update changes only the text alternatives).
 */
const imageForm = ({ image, index, alt, alt_sw }: CarouselUpdateInput) => {
  const body = new FormData();
  body.append('index', String(index));
  if (alt !== undefined) body.append('alt', alt);
  if (alt_sw !== undefined) body.append('alt_sw', alt_sw);
  if (image) body.append('image', image);
  return { body };
};

const loadCarousel = listLoader(retrievingCarousel, 'carousel');
const createImage = operationWorker(creatingCarousel, 'createCarousel', {
  input: imageForm,
  message: MESSAGES.imageSaved,
});
const replaceImage = operationWorker(updatingCarousel, 'updateCarousel', {
  input: imageForm,
  message: MESSAGES.imageSaved,
});
const deleteImage = operationWorker(deletingCarousel, 'deleteCarousel', {
  input: ({ id }) => ({ query: { id } }),
  message: MESSAGES.carouselDeleted,
});

/**
 * The dashboard's carousel calls (docs/behaviour.md#carousel-counters-and-promises-calls). A newer
 * load supersedes an older one; a change runs once at a time, so a double click sends one request.
 */
export function* carouselsSaga(): SagaIterator {
  yield takeLatest(retrievingCarousel.startType, loadCarousel);
  yield takeLeading(creatingCarousel.startType, createImage);
  yield takeLeading(updatingCarousel.startType, replaceImage);
  yield takeLeading(deletingCarousel.startType, deleteImage);
}
