import {
  combineReducers,
  createOperation,
  listReducer,
  type CallRequest,
  type CallResponse,
  type Enquiry,
  type ListState,
  type Reducer,
} from 'shared-data';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/** The answer, the enquiry it answers, and the client it goes to. */
export type EnquiryAnswer = Required<CallRequest<'respondEnquiry'>>;

export const retrievingEnquiries = createOperation<void, CallResponse<'enquiries'>>(
  'RETRIVING_ENQUIRIES',
);
export const respondingEnquiry = createOperation<EnquiryAnswer, CallResponse<'respondEnquiry'>>(
  'RESPONDING_ENQUIRY',
);

export interface EnquiriesState {
  list: ListState<Enquiry>;
  responding: MutationState;
}

const time = (iso: string) => {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Newest first: the enquiry that came in last is the one most likely still waiting. */
export const newestFirst = (enquiries: Enquiry[]) =>
  [...enquiries].sort((a, b) => time(b.createdAt) - time(a.createdAt));

// Key 'enquiries' in the store.
export const enquiriesReducer: Reducer<EnquiriesState> = combineReducers({
  list: listReducer(retrievingEnquiries, newestFirst),
  responding: mutationReducer(respondingEnquiry),
});

export const selectEnquiries = (state: { enquiries: EnquiriesState }) => state.enquiries;
