import type { Reducer } from 'shared-data';

// Key 'dashboardStaff' in the store.
export const staffReducer: Reducer<Record<string, never>> = (state = {}) => state;
