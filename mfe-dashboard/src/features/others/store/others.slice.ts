import type { Reducer } from 'shared-data';

// Key 'others' in the store.
export const othersReducer: Reducer<Record<string, never>> = (state = {}) => state;
