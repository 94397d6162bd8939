import type { Reducer } from 'shared-data';

// Key 'enquiries' in the store.
export const enquiriesReducer: Reducer<Record<string, never>> = (state = {}) => state;
