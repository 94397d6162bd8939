import {
  call,
  callOperation,
  MESSAGES,
  takeLatest,
  takeLeading,
  type SagaIterator,
} from 'shared-data';
import {
  creatingCarousel,
  deletingCarousel,
  retrievingCarousel,
  updatingCarousel,
  type CarouselImageInput,
} from '../store/carousels.slice';

const imageForm = ({ image, index }: CarouselImageInput) => {
  const body = new FormData();
  body.append('index', String(index));
  body.append('image', image);
  return body;
};

function* loadCarousel(): SagaIterator {
  yield call(callOperation, retrievingCarousel, 'carousel');
}

function* createImage({ payload }: ReturnType<typeof creatingCarousel.start>): SagaIterator {
  yield call(
    callOperation,
    creatingCarousel,
    'createCarousel',
    { body: imageForm(payload) },
    MESSAGES.imageSaved,
  );
}

function* replaceImage({ payload }: ReturnType<typeof updatingCarousel.start>): SagaIterator {
  yield call(
    callOperation,
    updatingCarousel,
    'updateCarousel',
    { body: imageForm(payload) },
    MESSAGES.imageSaved,
  );
}

function* deleteImage({ payload }: ReturnType<typeof deletingCarousel.start>): SagaIterator {
  yield call(
    callOperation,
    deletingCarousel,
    'deleteCarousel',
    { query: { id: payload.id } },
    MESSAGES.carouselDeleted,
  );
}

/**
 * The dashboard's carousel (SPEC §7.4). A newer load supersedes an older one; a change runs
 * once at a time, so a double click sends one request.
 */
export function* carouselsSaga(): SagaIterator {
  yield takeLatest(retrievingCarousel.startType, loadCarousel);
  yield takeLeading(creatingCarousel.startType, createImage);
  yield takeLeading(updatingCarousel.startType, replaceImage);
  yield takeLeading(deletingCarousel.startType, deleteImage);
}
