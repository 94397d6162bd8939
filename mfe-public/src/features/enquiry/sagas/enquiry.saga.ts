import {
  all,
  call,
  callOperation,
  delay,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';
import {
  ENQUIRY_SUCCESS_MSG,
  geoLookupSettled,
  geoLookupStarted,
  selectGeo,
  sendingEnquiry,
  type EnquiryState,
  type EnquiryDraft,
} from '../store/enquiry.slice';
import { GEO_LOOKUP_TIMEOUT_MS, lookUpLocation } from './geo-lookup';

export function* lookUpGeo(): SagaIterator {
  const geo: EnquiryState['geo'] = yield select(selectGeo);
  if (geo.status === 'done') return;
  const { found } = yield race({
    found: call(lookUpLocation),
    timeout: delay(GEO_LOOKUP_TIMEOUT_MS),
  });
  yield put(geoLookupSettled(found ?? null));
}

export function* sendEnquiry(action: UnknownAction): SagaIterator {
  const enquiry = action.payload as EnquiryDraft;
  let geo: EnquiryState['geo'] = yield select(selectGeo);
  // A lookup still under way is waited for, within its own 3 s limit, then the enquiry goes.
  if (geo.status === 'pending') {
    yield race({ settled: take(geoLookupSettled.type), timeout: delay(GEO_LOOKUP_TIMEOUT_MS) });
    geo = yield select(selectGeo);
  }
  yield call(
    callOperation,
    sendingEnquiry,
    'createEnquiry',
    { body: { ...enquiry, geo_data: geo.data } },
    ENQUIRY_SUCCESS_MSG,
  );
}

export function* enquirySaga(): SagaIterator {
  yield all([
    takeLatest(geoLookupStarted.type, lookUpGeo),
    // One enquiry at a time: a second click while sending changes nothing.
    takeLeading(sendingEnquiry.startType, sendEnquiry),
  ]);
}
