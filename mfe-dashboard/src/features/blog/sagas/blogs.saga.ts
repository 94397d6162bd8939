import type { SagaIterator } from 'shared-data';

export function* blogsSaga(): SagaIterator {}
