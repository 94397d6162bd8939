// The schemas of the release calls (docs/behaviour.md#releases).
import { z } from 'zod';
import {
  createdDeployTokenSchema,
  createDeployTokenRequestSchema,
  deployTokenSchema,
  releaseCanaryRequestSchema,
  releaseChangeResponseSchema,
  releaseOverviewSchema,
  releasePreviewSchema,
  releaseRollbackRequestSchema,
  releaseUploadRequestSchema,
  releaseUploadResponseSchema,
  remoteReleasesSchema,
} from '../releases';
import { def } from './fields';

export const releaseCalls = {
  // Releases
  releaseOverview: def('releaseOverview', { response: releaseOverviewSchema }),
  remoteReleases: def('remoteReleases', { response: remoteReleasesSchema }),
  releaseUpload: def('releaseUpload', {
    request: releaseUploadRequestSchema,
    response: releaseUploadResponseSchema,
  }),
  releaseCanary: def('releaseCanary', {
    request: releaseCanaryRequestSchema,
    response: releaseChangeResponseSchema,
  }),
  releasePromote: def('releasePromote', { response: releaseChangeResponseSchema }),
  releaseRollback: def('releaseRollback', {
    request: releaseRollbackRequestSchema,
    response: releaseChangeResponseSchema,
  }),
  releaseWithdraw: def('releaseWithdraw', { response: releaseChangeResponseSchema }),
  releasePreview: def('releasePreview', { response: releasePreviewSchema }),
  deployTokens: def('deployTokens', { response: z.array(deployTokenSchema) }),
  createDeployToken: def('createDeployToken', {
    request: createDeployTokenRequestSchema,
    response: createdDeployTokenSchema,
  }),
  revokeDeployToken: def('revokeDeployToken', { response: z.array(deployTokenSchema) }),
};
