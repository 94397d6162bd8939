import {
  all,
  call,
  callOperation,
  takeLatest,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';
import {
  askingPrivacyCode,
  correctingPrivacyDetails,
  erasingPrivacyData,
  openingPrivacyRecord,
  sendingPrivacyRequest,
  withdrawingConsents,
} from '../store/my-data.slice';

const body = (action: UnknownAction) => ({ body: action.payload as object });

/**
 * The payload as the body, its `language` as `?lang=` (the code's mail, the record's words).
 * English is the server's default: an English page's call is as it always was.
 */
function inLanguage(action: UnknownAction) {
  const { language, ...asked } = action.payload as { language?: string };
  return {
    body: asked,
    ...(language && language !== 'en' ? { query: { lang: language } } : {}),
  };
}

/** The privacy page's calls (docs/behaviour.md#your-data), each answered into its slice. */
export function* myDataSaga(): SagaIterator {
  yield all([
    takeLatest(askingPrivacyCode.startType, function* ask(action: UnknownAction) {
      yield call(callOperation, askingPrivacyCode, 'privacyCode', inLanguage(action));
    }),
    takeLatest(openingPrivacyRecord.startType, function* open(action: UnknownAction) {
      yield call(callOperation, openingPrivacyRecord, 'privacyExport', inLanguage(action));
    }),
    takeLatest(correctingPrivacyDetails.startType, function* correct(action: UnknownAction) {
      yield call(callOperation, correctingPrivacyDetails, 'privacyCorrect', inLanguage(action));
    }),
    takeLatest(erasingPrivacyData.startType, function* erase(action: UnknownAction) {
      yield call(callOperation, erasingPrivacyData, 'privacyErase', body(action));
    }),
    takeLatest(withdrawingConsents.startType, function* withdraw(action: UnknownAction) {
      yield call(callOperation, withdrawingConsents, 'privacyWithdraw', inLanguage(action));
    }),
    takeLatest(sendingPrivacyRequest.startType, function* send(action: UnknownAction) {
      yield call(callOperation, sendingPrivacyRequest, 'privacyRequest', body(action));
    }),
  ]);
}
