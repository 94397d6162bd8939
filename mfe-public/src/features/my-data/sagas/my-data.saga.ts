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

/** The privacy page's calls (docs/behaviour.md#your-data), each answered into its slice. */
export function* myDataSaga(): SagaIterator {
  yield all([
    takeLatest(askingPrivacyCode.startType, function* ask(action: UnknownAction) {
      const { language, ...asked } = action.payload as { contact: string; language?: string };
      yield call(callOperation, askingPrivacyCode, 'privacyCode', {
        body: asked,
        // English is the server's default: an English page's call is as it always was.
        ...(language && language !== 'en' ? { query: { lang: language } } : {}),
      });
    }),
    takeLatest(openingPrivacyRecord.startType, function* open(action: UnknownAction) {
      yield call(callOperation, openingPrivacyRecord, 'privacyExport', body(action));
    }),
    takeLatest(correctingPrivacyDetails.startType, function* correct(action: UnknownAction) {
      yield call(callOperation, correctingPrivacyDetails, 'privacyCorrect', body(action));
    }),
    takeLatest(erasingPrivacyData.startType, function* erase(action: UnknownAction) {
      yield call(callOperation, erasingPrivacyData, 'privacyErase', body(action));
    }),
    takeLatest(withdrawingConsents.startType, function* withdraw(action: UnknownAction) {
      yield call(callOperation, withdrawingConsents, 'privacyWithdraw', body(action));
    }),
    takeLatest(sendingPrivacyRequest.startType, function* send(action: UnknownAction) {
      yield call(callOperation, sendingPrivacyRequest, 'privacyRequest', body(action));
    }),
  ]);
}
