import type { SagaIterator } from 'shared-data';

export function* enquiriesSaga(): SagaIterator {}
