import { createAction, createOperation, type GeoData, type UnknownAction } from 'shared-data';

/** The one success message of the enquiry forms (docs/behaviour.md#success-messages). */
export const ENQUIRY_SUCCESS_MSG = 'Thank you for reaching us, our team will respond shortly';

/** Which form sent the enquiry (the contact form; booking has calls of its own). */
export type EnquiryForm = 'contact';

export interface EnquiryDraft {
  fullname: string;
  email: string;
  phonenumber: string;
  message: string;
}

export interface SendEnquiry {
  form: EnquiryForm;
  enquiry: EnquiryDraft;
}

/** POST enquiry/create (docs/behaviour.md#enquiry-calls): SENDING_ENQUIRY_SUCCESS / _FAIL. */
export const sendingEnquiry = createOperation<SendEnquiry, { msg: string }>('SENDING_ENQUIRY');

/** The visitor's location lookup (docs/behaviour.md#other-calls), made when a form page opens. */
export const geoLookupStarted = createAction('publicEnquiry/geoLookupStarted');
export const geoLookupSettled = createAction<GeoData | null>('publicEnquiry/geoLookupSettled');

export interface EnquiryState {
  isLoading: boolean;
  /** The form whose enquiry is on its way. */
  sending: EnquiryForm | null;
  /** How many enquiries each form has sent successfully: a form clears when its count grows. */
  sent: Record<EnquiryForm, number>;
  geo: { status: 'idle' | 'pending' | 'done'; data: GeoData | null };
}

const initialState: EnquiryState = {
  isLoading: false,
  sending: null,
  sent: { contact: 0 },
  geo: { status: 'idle', data: null },
};

export function enquiryReducer(
  state: EnquiryState = initialState,
  action: UnknownAction,
): EnquiryState {
  if (sendingEnquiry.match(action)) {
    switch (action.type) {
      case sendingEnquiry.startType:
        return { ...state, isLoading: true, sending: (action.payload as SendEnquiry).form };
      case sendingEnquiry.successType: {
        const form = state.sending;
        const sent = form ? { ...state.sent, [form]: state.sent[form] + 1 } : state.sent;
        return { ...state, isLoading: false, sending: null, sent };
      }
      default:
        return { ...state, isLoading: false, sending: null };
    }
  }
  if (geoLookupStarted.match(action))
    // One lookup per visit: a result already here is kept.
    return state.geo.status === 'done'
      ? state
      : { ...state, geo: { status: 'pending', data: null } };
  if (geoLookupSettled.match(action))
    return { ...state, geo: { status: 'done', data: action.payload } };
  return state;
}

export interface EnquiryRootState {
  publicEnquiry: EnquiryState;
}

export const selectEnquiry = (state: EnquiryRootState) => state.publicEnquiry;
export const selectGeo = (state: EnquiryRootState) => state.publicEnquiry.geo;
