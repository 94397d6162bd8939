// Where the operations' calls go: health.
import type { Endpoint } from '../endpoints';

export const operationsEndpoints = {
  // Operations
  health: { method: 'GET', path: 'health', auth: 'none', body: 'none' },
} as const satisfies Record<string, Endpoint>;
