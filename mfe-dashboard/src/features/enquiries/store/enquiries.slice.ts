import {
  combineReducers,
  createOperation,
  type CallRequest,
  type CallResponse,
  type Enquiry,
  type Reducer,
} from 'shared-data';
import { pageReducer, type PageRequest, type PageState } from '../../../shared/store/page-resource';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/** The answer, the enquiry it answers, and the client it goes to. */
export type EnquiryAnswer = Required<CallRequest<'respondEnquiry'>>;

/** One page of the enquiries, newest first (docs/behaviour.md#paged-list-calls). */
export const retrievingEnquiries = createOperation<PageRequest, CallResponse<'enquiryPage'>>(
  'RETRIVING_ENQUIRIES',
);
export const respondingEnquiry = createOperation<EnquiryAnswer, CallResponse<'respondEnquiry'>>(
  'RESPONDING_ENQUIRY',
);

export interface EnquiriesState {
  list: PageState<Enquiry>;
  responding: MutationState;
}

// Key 'dashboardEnquiries' in the store.
export const enquiriesReducer: Reducer<EnquiriesState> = combineReducers({
  // The server pages newest first: the enquiry that came in last is the one most likely waiting.
  list: pageReducer(retrievingEnquiries),
  responding: mutationReducer(respondingEnquiry),
});

export const selectEnquiries = (state: { dashboardEnquiries: EnquiriesState }) =>
  state.dashboardEnquiries;
