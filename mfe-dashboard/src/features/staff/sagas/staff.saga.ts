import type { SagaIterator } from 'shared-data';

export function* staffSaga(): SagaIterator {}
