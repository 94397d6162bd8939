import { createOperation, type UnknownAction } from 'shared-data';
import type { PrivacyFacts } from 'shared-data/contract/privacy-notice';

/** GET privacy-notice (docs/behaviour.md#privacy-notice): what the notice fills in. */
export const retrievingPrivacyFacts = createOperation<void, PrivacyFacts>(
  'RETRIVING_PRIVACY_FACTS',
);

export interface PrivacyState {
  status: 'idle' | 'loading' | 'done' | 'failed';
  facts: PrivacyFacts | null;
}

const initial: PrivacyState = { status: 'idle', facts: null };

export function privacyReducer(state: PrivacyState = initial, action: UnknownAction): PrivacyState {
  if (action.type === retrievingPrivacyFacts.startType) return { ...state, status: 'loading' };
  if (action.type === retrievingPrivacyFacts.successType)
    return { status: 'done', facts: (action as unknown as { payload: PrivacyFacts }).payload };
  if (action.type === retrievingPrivacyFacts.failType)
    // Facts already shown stay.
    return { ...state, status: state.facts ? 'done' : 'failed' };
  return state;
}

export const selectPrivacy = (state: { publicPrivacy?: PrivacyState }): PrivacyState =>
  state.publicPrivacy ?? initial;
