import {
  all,
  call,
  listLoader,
  put,
  successNoticed,
  takeLatest,
  takeLeading,
  type Operation,
  type SagaIterator,
} from 'shared-data';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import { quietLoader } from '../../../shared/sagas/quiet-loader';
import {
  creatingDeployToken,
  loadingDeployTokens,
  loadingReleases,
  promotingCanary,
  releasesRefreshed,
  revokingDeployToken,
  rollingBack,
  withdrawingCanary,
} from '../store/releases.slice';

const loadReleases = listLoader(loadingReleases, 'releaseOverview');
const loadTokens = listLoader(loadingDeployTokens, 'deployTokens');

const quietlyLoadReleases = quietLoader(loadingReleases, 'releaseOverview');
const quietlyLoadTokens = quietLoader(loadingDeployTokens, 'deployTokens');

export function* refreshReleases(): SagaIterator {
  yield all([call(quietlyLoadReleases), call(quietlyLoadTokens)]);
}

/** The server's own words as the green toast ("blog 3f2a... is live"), then the lists again. */
function announced(operation: Pick<Operation, 'successId'>, reload: () => SagaIterator) {
  return function* then(answer: { msg: string }): SagaIterator {
    yield put(successNoticed({ msg: answer.msg, status: 200, id: operation.successId }));
    yield call(reload);
  };
}

const promote = operationWorker(promotingCanary, 'releasePromote', {
  input: ({ remote }) => ({ params: { remote } }),
  then: announced(promotingCanary, loadReleases),
});

const rollback = operationWorker(rollingBack, 'releaseRollback', {
  input: ({ remote, version }) => ({ params: { remote }, body: { version } }),
  then: announced(rollingBack, loadReleases),
});

const withdraw = operationWorker(withdrawingCanary, 'releaseWithdraw', {
  input: ({ remote }) => ({ params: { remote } }),
  then: announced(withdrawingCanary, loadReleases),
});

const createToken = operationWorker(creatingDeployToken, 'createDeployToken', {
  input: (body) => ({ body }),
  then: announced(creatingDeployToken, loadTokens),
});

export const TOKEN_REVOKED_MSG = 'The deploy token is revoked: it can release nothing more';

const revokeToken = operationWorker(revokingDeployToken, 'revokeDeployToken', {
  input: ({ id }) => ({ params: { id } }),
  message: TOKEN_REVOKED_MSG,
});

export function* releasesSaga(): SagaIterator {
  yield all([
    takeLatest(loadingReleases.startType, loadReleases),
    takeLatest(loadingDeployTokens.startType, loadTokens),
    takeLatest(releasesRefreshed.type, refreshReleases),
    takeLeading(promotingCanary.startType, promote),
    takeLeading(rollingBack.startType, rollback),
    takeLeading(withdrawingCanary.startType, withdraw),
    takeLeading(creatingDeployToken.startType, createToken),
    takeLeading(revokingDeployToken.startType, revokeToken),
  ]);
}
