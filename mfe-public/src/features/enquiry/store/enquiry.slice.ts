import {
  createAction,
  createOperation,
  type GeoData,
  type SiteLocale,
  type UnknownAction,
} from 'shared-data';

/** The one success message of the enquiry forms (docs/behaviour.md#success-messages). */
export const ENQUIRY_SUCCESS_MSG = 'Thank you for reaching us, our team will respond shortly';

/** The contact form's fields, as its HTML names them and the API's enquiry does. */
export const CONTACT_FIELDS = ['fullname', 'email', 'phonenumber', 'message'] as const;

export interface EnquiryDraft {
  fullname: string;
  email: string;
  phonenumber: string;
  message: string;
  /** The page's language, the acknowledgement's (sent as `?lang=`, not in the body). */
  language?: SiteLocale;
}

/**
 * POST enquiry/create (docs/behaviour.md#enquiry-calls): SENDING_ENQUIRY_SUCCESS / _FAIL. One
 * form sends enquiries, the contact page's (booking has calls of its own).
 */
export const sendingEnquiry = createOperation<EnquiryDraft, { msg: string }>('SENDING_ENQUIRY');

/** The visitor's location lookup (docs/behaviour.md#other-calls), made when a form page opens. */
export const geoLookupStarted = createAction('publicEnquiry/geoLookupStarted');
export const geoLookupSettled = createAction<GeoData | null>('publicEnquiry/geoLookupSettled');

/** The API refused the enquiry on these fields (named in its 400): the form marks each. */
export const enquiryRefused = createAction<string[]>('publicEnquiry/refused');

/**
 * The toast of an enquiry refused on its fields, in place of the API's words ('fullname is
 * required; ...'): the form says beside each field what it needs.
 */
export const ENQUIRY_FIELDS_REFUSED_MSG =
  'Your message was not sent: please check the fields marked in the form.';

export interface EnquiryState {
  isLoading: boolean;
  /** How many enquiries were sent successfully: the form clears when the count grows. */
  sent: number;
  /** The fields of the last refusal, and how many refusals so far (each one is shown once). */
  refused: { fields: string[]; count: number };
  geo: { status: 'idle' | 'pending' | 'done'; data: GeoData | null };
}

const initialState: EnquiryState = {
  isLoading: false,
  sent: 0,
  refused: { fields: [], count: 0 },
  geo: { status: 'idle', data: null },
};

export function enquiryReducer(
  state: EnquiryState = initialState,
  action: UnknownAction,
): EnquiryState {
  if (sendingEnquiry.match(action)) {
    const sent = action.type === sendingEnquiry.successType ? state.sent + 1 : state.sent;
    return { ...state, isLoading: action.type === sendingEnquiry.startType, sent };
  }
  if (enquiryRefused.match(action))
    return { ...state, refused: { fields: action.payload, count: state.refused.count + 1 } };
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
