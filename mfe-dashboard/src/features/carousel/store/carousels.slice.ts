import type { Reducer } from 'shared-data';

// Key 'carousels' in the store.
export const carouselsReducer: Reducer<Record<string, never>> = (state = {}) => state;
