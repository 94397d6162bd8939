import type { SagaIterator } from 'shared-data';

export function* othersSaga(): SagaIterator {}
