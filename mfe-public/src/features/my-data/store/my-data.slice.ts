import {
  createAction,
  createOperation,
  type Notice,
  type PrivacyAnswer,
  type PrivacyRecord,
  type SiteLocale,
  type UnknownAction,
} from 'shared-data';

/** The proof a verified call carries: the code sent, or the check a right code gave. */
interface Proof {
  contact: string;
  code?: string;
  check?: string;
}

/**
 * `language`: the page's, the one the server's words in the record it answers are in (sections'
 * titles and texts, a consent's name), sent as `?lang=`, not in the body.
 */
type InLanguage = { language?: SiteLocale };

/** POST privacy/code (docs/behaviour.md#your-data). */
/** `language`: the page's, the code's mail or text's (sent as `?lang=`, not in the body). */
export const askingPrivacyCode = createOperation<
  { contact: string; language?: SiteLocale },
  { msg: string }
>('ASKING_PRIVACY_CODE');
/** POST privacy/export: the code (or check) in, everything held out. */
export const openingPrivacyRecord = createOperation<Proof & InLanguage, PrivacyAnswer>(
  'OPENING_PRIVACY_RECORD',
);
/** POST privacy/correct. */
export const correctingPrivacyDetails = createOperation<
  Proof & InLanguage & { fullname?: string; email?: string; phonenumber?: string },
  PrivacyAnswer
>('CORRECTING_PRIVACY_DETAILS');
/** POST privacy/erase. */
export const erasingPrivacyData = createOperation<Proof, PrivacyAnswer>('ERASING_PRIVACY_DATA');
/** POST privacy/withdraw: every consent in force withdrawn. */
export const withdrawingConsents = createOperation<Proof & InLanguage, PrivacyAnswer>(
  'WITHDRAWING_CONSENTS',
);
/** POST privacy/request. */
export const sendingPrivacyRequest = createOperation<
  Proof & { message: string },
  { msg: string; due_at: string }
>('SENDING_PRIVACY_REQUEST');
/** Back to the first step, forgetting the check and the record. */
export const privacyStartedOver = createAction('publicMyData/startedOver');

export type PrivacyStep = 'contact' | 'code' | 'record' | 'erased' | 'moved';

export interface MyDataState {
  step: PrivacyStep;
  contact: string;
  check: string | null;
  record: PrivacyRecord | null;
  busy: boolean;
  /** What the last call said, for the page's live region; `n` grows with each. */
  status: { kind: 'ok' | 'error'; msg: string; n: number } | null;
  /** The due date of the last request made, clinic time (ISO). */
  requestDue: string | null;
}

const initialState: MyDataState = {
  step: 'contact',
  contact: '',
  check: null,
  record: null,
  busy: false,
  status: null,
  requestDue: null,
};

const OPERATIONS = [
  askingPrivacyCode,
  openingPrivacyRecord,
  correctingPrivacyDetails,
  erasingPrivacyData,
  withdrawingConsents,
  sendingPrivacyRequest,
];

export function myDataReducer(
  state: MyDataState = initialState,
  action: UnknownAction,
): MyDataState {
  if (action.type === privacyStartedOver.type) return initialState;
  const operation = OPERATIONS.find((op) => op.match(action));
  if (!operation) return state;
  const said = (kind: 'ok' | 'error', msg: string) =>
    msg ? { kind, msg, n: (state.status?.n ?? 0) + 1 } : state.status;
  if (action.type === operation.startType) {
    const payload = action.payload as Proof;
    return { ...state, busy: true, contact: payload.contact };
  }
  if (action.type === operation.failType) {
    return { ...state, busy: false, status: said('error', (action.payload as Notice).msg) };
  }
  // Success.
  const done = { ...state, busy: false };
  if (operation === askingPrivacyCode) {
    const { msg } = action.payload as { msg: string };
    return { ...done, step: 'code', status: said('ok', msg) };
  }
  if (operation === sendingPrivacyRequest) {
    const { msg, due_at: due } = action.payload as { msg: string; due_at: string };
    return { ...done, requestDue: due, status: said('ok', msg) };
  }
  const answer = action.payload as PrivacyAnswer;
  if (operation === erasingPrivacyData) {
    return {
      ...initialState,
      step: 'erased',
      contact: state.contact,
      status: said('ok', answer.msg),
    };
  }
  if (!answer.record) {
    // The proved contact was changed: the records belong to one not yet proved.
    return { ...initialState, step: 'moved', status: said('ok', answer.msg) };
  }
  return {
    ...done,
    step: 'record',
    check: answer.check,
    record: answer.record,
    status: said('ok', answer.msg),
  };
}

export const selectMyData = (state: { publicMyData: MyDataState }) => state.publicMyData;
