import {
  combineReducers,
  createOperation,
  listReducer,
  type CallResponse,
  type Counter,
  type ListState,
  type PromiseCard,
  type Reducer,
} from 'shared-data';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/**
 * A counter's title and its number; `title_sw` its Kiswahili title when sent ('' removes it, left
 * out it stays as it is).
 */
export interface CounterInput {
  title: string;
  title_sw?: string;
  content: number;
}

/** A promise card's text (in Kiswahili too, as for counters) and, when one is chosen, its image. */
export interface PromiseInput {
  title: string;
  title_sw?: string;
  content: string;
  content_sw?: string;
  image: File | null;
}

// The public home page loads the same lists: scoped, so only this remote's saga answers here.
export const retrievingCounters = createOperation<void, CallResponse<'counters'>>(
  'RETRIVING_COUNTERS',
  { scope: 'dashboard' },
);
export const creatingCounter = createOperation<CounterInput, CallResponse<'createCounter'>>(
  'CREATING_COUNTERS',
);
export const updatingCounter = createOperation<
  CounterInput & { id: string },
  CallResponse<'updateCounter'>
>('UPDATING_COUNTERS');

export const retrievingPromises = createOperation<void, CallResponse<'promises'>>(
  'RETRIVING_PROMISES',
  { scope: 'dashboard' },
);
export const creatingPromise = createOperation<PromiseInput, CallResponse<'createPromise'>>(
  'CREATING_PROMISE',
);
export const updatingPromise = createOperation<
  PromiseInput & { id: string },
  CallResponse<'updatePromise'>
>('UPDATING_PROMISE');

export interface OthersState {
  counters: ListState<Counter>;
  promises: ListState<PromiseCard>;
  /** The Create/Update Counter form: one modal, so one busy flag and one count. */
  savingCounter: MutationState;
  savingPromise: MutationState;
}

// Every call here answers { data: list }; a save's answer replaces the list shown.
const data = <T>(answer: { data: T[] }) => answer.data;

// Key 'dashboardOthers' in the store: the counters and the promises.
export const othersReducer: Reducer<OthersState> = combineReducers({
  counters: listReducer(retrievingCounters, data<Counter>, {
    replacedBy: [creatingCounter, updatingCounter],
  }),
  promises: listReducer(retrievingPromises, data<PromiseCard>, {
    replacedBy: [creatingPromise, updatingPromise],
  }),
  savingCounter: mutationReducer(creatingCounter, updatingCounter),
  savingPromise: mutationReducer(creatingPromise, updatingPromise),
});

export const selectOthers = (state: { dashboardOthers: OthersState }) => state.dashboardOthers;
