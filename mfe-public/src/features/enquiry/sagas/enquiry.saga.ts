import { fieldsNamedIn } from 'shared-data/contract/posted-form';
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
  request,
  toNotice,
  type CallResponse,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';
import {
  CONTACT_FIELDS,
  ENQUIRY_FIELDS_REFUSED_MSG,
  ENQUIRY_SUCCESS_MSG,
  enquiryRefused,
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
  const { language, ...enquiry } = action.payload as EnquiryDraft;
  let geo: EnquiryState['geo'] = yield select(selectGeo);
  // A lookup still under way is waited for, within its own 3 s limit, then the enquiry goes.
  if (geo.status === 'pending') {
    yield race({ settled: take(geoLookupSettled.type), timeout: delay(GEO_LOOKUP_TIMEOUT_MS) });
    geo = yield select(selectGeo);
  }
  try {
    // `?lang=`: the acknowledgement is written in the page's language.
    const answer: CallResponse<'createEnquiry'> = yield call(request, 'createEnquiry', {
      body: { ...enquiry, geo_data: geo.data },
      // English is the server's default: an English page's call is as it always was.
      ...(language && language !== 'en' ? { query: { lang: language } } : {}),
    });
    yield put(sendingEnquiry.success(answer, ENQUIRY_SUCCESS_MSG));
  } catch (error) {
    const notice = toNotice(error, sendingEnquiry.failId, 'createEnquiry');
    // A refusal of fields is shown beside them in the form's words; its toast says so plainly.
    // Any other failure (the rate limit, the server down) keeps its message, as SPEC §8.1 says.
    const fields = notice.status === 400 ? fieldsNamedIn(notice.msg, CONTACT_FIELDS) : [];
    yield put(
      sendingEnquiry.fail(
        fields.length > 0 ? { ...notice, msg: ENQUIRY_FIELDS_REFUSED_MSG } : notice,
      ),
    );
    // After the failure, which enables the form again: its fields can take the focus.
    if (fields.length > 0) yield put(enquiryRefused(fields));
  }
}

export function* enquirySaga(): SagaIterator {
  yield all([
    takeLatest(geoLookupStarted.type, lookUpGeo),
    // One enquiry at a time: a second click while sending changes nothing.
    takeLeading(sendingEnquiry.startType, sendEnquiry),
  ]);
}
