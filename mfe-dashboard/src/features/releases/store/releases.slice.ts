import {
  combineReducers,
  createAction,
  createOperation,
  listReducer,
  type CallResponse,
  type ListState,
  type Reducer,
  type RemoteName,
  type UnknownAction,
} from 'shared-data';
import type { CreatedDeployToken, DeployToken, RemoteReleases } from 'shared-data/contract';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/** GET releases/: every remote's versions, live and canary, and history. */
export const loadingReleases = createOperation<void, CallResponse<'releaseOverview'>>(
  'LOADING_RELEASES',
);
/** GET releases/deploy-tokens/. */
export const loadingDeployTokens = createOperation<void, CallResponse<'deployTokens'>>(
  'LOADING_DEPLOY_TOKENS',
);

/** POST releases/{remote}/promote: the canary becomes live. */
export const promotingCanary = createOperation<
  { remote: RemoteName },
  CallResponse<'releasePromote'>
>('PROMOTING_CANARY');
/** POST releases/{remote}/rollback: `version`, or the one live before, becomes live. */
export const rollingBack = createOperation<
  { remote: RemoteName; version: string },
  CallResponse<'releaseRollback'>
>('ROLLING_BACK_RELEASE');
/** POST releases/{remote}/withdraw: every visitor gets the live version again. */
export const withdrawingCanary = createOperation<
  { remote: RemoteName },
  CallResponse<'releaseWithdraw'>
>('WITHDRAWING_CANARY');

/** POST releases/deploy-tokens/: the answer carries the token's secret, shown once. */
export const creatingDeployToken = createOperation<
  { remote: RemoteName; label: string },
  CallResponse<'createDeployToken'>
>('CREATING_DEPLOY_TOKEN');
/** DELETE releases/deploy-tokens/{id}: answers the tokens as they now are. */
export const revokingDeployToken = createOperation<
  { id: string },
  CallResponse<'revokeDeployToken'>
>('REVOKING_DEPLOY_TOKEN');

/**
 * The section's own refresh while it is open: both lists loaded again without a start (which
 * would clear the toasts on show) and without a toast when the refresh fails (the figures on
 * show stay, and the next refresh tries again).
 */
export const releasesRefreshed = createAction('dashboard/RELEASES_REFRESHED');
/** The dialog showing a new token's secret was closed: the secret is forgotten. */
export const deployTokenSecretClosed = createAction('dashboard/DEPLOY_TOKEN_SECRET_CLOSED');

export interface ReleaseThresholds {
  /** A canary is withdrawn when its failure share passes this (0.05: 5 %) ... */
  maxFailureShare: number;
  /** ... over at least this many loads. */
  minLoads: number;
}

export interface ReleasesState {
  remotes: ListState<RemoteReleases>;
  thresholds: ReleaseThresholds | null;
  tokens: ListState<DeployToken>;
  /** Promote, roll back and withdraw: one change at a time. */
  changing: MutationState;
  creatingToken: MutationState;
  revokingToken: MutationState;
  /** The token just created, with its secret, until its dialog is closed. */
  created: CreatedDeployToken | null;
}

function thresholds(state: ReleaseThresholds | null = null, action: UnknownAction) {
  if (action.type !== loadingReleases.successType) return state;
  const overview = action.payload as CallResponse<'releaseOverview'>;
  return {
    maxFailureShare: overview.canary_max_failure_share,
    minLoads: overview.canary_min_loads,
  };
}

function created(state: CreatedDeployToken | null = null, action: UnknownAction) {
  if (action.type === creatingDeployToken.successType) return action.payload as CreatedDeployToken;
  if (action.type === deployTokenSecretClosed.type) return null;
  return state;
}

// Key 'dashboardReleases' in the store.
export const releasesReducer: Reducer<ReleasesState> = combineReducers({
  remotes: listReducer(loadingReleases, (overview) => overview.remotes),
  thresholds,
  tokens: listReducer(loadingDeployTokens, (tokens) => tokens, {
    replacedBy: [revokingDeployToken],
  }),
  changing: mutationReducer(promotingCanary, rollingBack, withdrawingCanary),
  creatingToken: mutationReducer(creatingDeployToken),
  revokingToken: mutationReducer(revokingDeployToken),
  created,
});

export const selectReleases = (state: { dashboardReleases: ReleasesState }) =>
  state.dashboardReleases;
