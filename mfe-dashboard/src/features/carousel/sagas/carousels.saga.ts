import type { SagaIterator } from 'shared-data';

export function* carouselsSaga(): SagaIterator {}
