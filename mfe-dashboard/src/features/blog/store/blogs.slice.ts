import type { Reducer } from 'shared-data';

// Key 'dashboardBlogs' in the store.
export const blogsReducer: Reducer<Record<string, never>> = (state = {}) => state;
