// Where the release calls go (docs/behaviour.md#releases).
import type { Endpoint } from '../endpoints';

export const releaseEndpoints = {
  // Releases (docs/behaviour.md#releases): administrators, or a deploy token for that remote
  releaseOverview: { method: 'GET', path: 'releases/', auth: 'bearer', body: 'none' },
  remoteReleases: {
    method: 'GET',
    path: 'releases/{remote}',
    auth: 'bearer',
    body: 'none',
    deployToken: true,
  },
  releaseUpload: {
    method: 'POST',
    path: 'releases/{remote}/versions',
    auth: 'bearer',
    body: 'json',
    deployToken: true,
  },
  releaseCanary: {
    method: 'POST',
    path: 'releases/{remote}/canary',
    auth: 'bearer',
    body: 'json',
    deployToken: true,
  },
  releasePromote: {
    method: 'POST',
    path: 'releases/{remote}/promote',
    auth: 'bearer',
    body: 'none',
    deployToken: true,
  },
  releaseRollback: {
    method: 'POST',
    path: 'releases/{remote}/rollback',
    auth: 'bearer',
    body: 'json',
    deployToken: true,
  },
  releaseWithdraw: {
    method: 'POST',
    path: 'releases/{remote}/withdraw',
    auth: 'bearer',
    body: 'none',
    deployToken: true,
  },
  // Any signed-in staff member: where a registered version's manifest is, for a preview.
  releasePreview: {
    method: 'GET',
    path: 'releases/preview/{remote}/{version}',
    auth: 'bearer',
    body: 'none',
  },
  deployTokens: { method: 'GET', path: 'releases/deploy-tokens/', auth: 'bearer', body: 'none' },
  createDeployToken: {
    method: 'POST',
    path: 'releases/deploy-tokens/',
    auth: 'bearer',
    body: 'json',
  },
  revokeDeployToken: {
    method: 'DELETE',
    path: 'releases/deploy-tokens/{id}',
    auth: 'bearer',
    body: 'none',
  },
} as const satisfies Record<string, Endpoint>;
