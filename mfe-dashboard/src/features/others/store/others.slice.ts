import {
  createOperation,
  initialListState,
  initialMutationState,
  listReducer,
  mutationCase,
  type CallResponse,
  type Counter,
  type ListState,
  type MutationState,
  type PromiseCard,
  type Reducer,
  type UnknownAction,
} from 'shared-data';

/** SPEC §7.4: a counter's title and its number. */
export interface CounterInput {
  title: string;
  content: number;
}

/** SPEC §7.4: a promise card's text and, when one is chosen, its image. */
export interface PromiseInput {
  title: string;
  content: string;
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

const initialState: OthersState = {
  counters: { ...initialListState, items: [] },
  promises: { ...initialListState, items: [] },
  savingCounter: initialMutationState,
  savingPromise: initialMutationState,
};

// Every call here answers { data: list } (SPEC §7.4); a save's answer replaces the list shown.
type DataAnswer<T> = { data: T[] };
const data = <T>(answer: DataAnswer<T>) => answer.data;

function withSaved<T>(
  list: ListState<T>,
  action: UnknownAction,
  operations: { successType: string }[],
): ListState<T> {
  if (!operations.some((operation) => operation.successType === action.type)) return list;
  const { payload } = action as UnknownAction & { payload: DataAnswer<T> };
  return { ...list, status: 'loaded', items: data(payload) };
}

const loadCounters = listReducer(retrievingCounters, data<Counter>);
const loadPromises = listReducer(retrievingPromises, data<PromiseCard>);

// Key 'others' in the store (SPEC §3: others holds counters and promises).
export const othersReducer: Reducer<OthersState> = (state = initialState, action) => {
  const next: OthersState = {
    counters: withSaved(loadCounters(state.counters, action), action, [
      creatingCounter,
      updatingCounter,
    ]),
    promises: withSaved(loadPromises(state.promises, action), action, [
      creatingPromise,
      updatingPromise,
    ]),
    savingCounter: mutationCase(
      mutationCase(state.savingCounter, creatingCounter, action),
      updatingCounter,
      action,
    ),
    savingPromise: mutationCase(
      mutationCase(state.savingPromise, creatingPromise, action),
      updatingPromise,
      action,
    ),
  };
  const changed = (Object.keys(next) as (keyof OthersState)[]).some(
    (key) => next[key] !== state[key],
  );
  return changed ? next : state;
};

export const selectOthers = (state: { others: OthersState }) => state.others;
