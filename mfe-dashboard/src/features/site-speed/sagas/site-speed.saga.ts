import { all, listLoader, takeLatest, type SagaIterator } from 'shared-data';
import { quietLoader } from '../../../shared/sagas/quiet-loader';
import { loadingSiteSpeed, siteSpeedRefreshed } from '../store/site-speed.slice';

export function* siteSpeedSaga(): SagaIterator {
  yield all([
    takeLatest(loadingSiteSpeed.startType, listLoader(loadingSiteSpeed, 'vitalsSummary')),
    takeLatest(siteSpeedRefreshed.type, quietLoader(loadingSiteSpeed, 'vitalsSummary')),
  ]);
}
