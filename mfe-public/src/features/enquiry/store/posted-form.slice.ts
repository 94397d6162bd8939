import { createAction, type UnknownAction } from 'shared-data';
import type { PostedForm } from 'shared-data/contract/posted-form';

/**
 * The contact form as posted without JavaScript and refused (docs/behaviour.md#contact): the
 * server renders the page again from a store holding it, and the browser hydrates from the same
 * state. The form takes it once, as its starting values, and then lets it go.
 */
export const postedFormTaken = createAction('publicPostedForm/taken');

export function postedFormReducer(
  state: PostedForm | null = null,
  action: UnknownAction,
): PostedForm | null {
  return postedFormTaken.match(action) ? null : state;
}

export interface PostedFormRootState {
  publicPostedForm?: PostedForm | null;
}

export const selectPostedForm = (state: PostedFormRootState) => state.publicPostedForm ?? null;
