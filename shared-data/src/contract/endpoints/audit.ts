// Where the activity log's calls go (docs/behaviour.md#activity-log).
import type { Endpoint } from '../endpoints';

export const auditEndpoints = {
  // The activity log (docs/behaviour.md#activity-log): administrators read it; nothing writes it
  // but the server.
  audit: { method: 'GET', path: 'audit', auth: 'bearer', body: 'none' },
  auditActors: { method: 'GET', path: 'audit/actors', auth: 'bearer', body: 'none' },
} as const satisfies Record<string, Endpoint>;
