import {
  createOperation,
  initialListState,
  initialMutationState,
  listReducer,
  mutationCase,
  type CallResponse,
  type CarouselItem,
  type ListState,
  type MutationState,
  type Reducer,
  type UnknownAction,
} from 'shared-data';

/** An image for the carousel and its place in it (SPEC §7.4: multipart image + index). */
export interface CarouselImageInput {
  image: File;
  index: number;
}

// The public home page loads the same list: scoped, so only this remote's saga answers here.
export const retrievingCarousel = createOperation<void, CallResponse<'carousel'>>(
  'RETRIVING_CAROUSEL',
  { scope: 'dashboard' },
);
export const creatingCarousel = createOperation<CarouselImageInput, CallResponse<'createCarousel'>>(
  'CREATING_CAROUSEL',
);
export const updatingCarousel = createOperation<CarouselImageInput, CallResponse<'updateCarousel'>>(
  'UPDATING_CAROUSEL',
);
export const deletingCarousel = createOperation<{ id: string }, CallResponse<'deleteCarousel'>>(
  'DELETING_CAROUSEL',
);

export interface CarouselsState {
  list: ListState<CarouselItem>;
  creating: MutationState;
  updating: MutationState;
  deleting: MutationState;
}

const initialState: CarouselsState = {
  list: { ...initialListState, items: [] },
  creating: initialMutationState,
  updating: initialMutationState,
  deleting: initialMutationState,
};

/** The order the home page shows them in. */
const byIndex = (items: CarouselItem[]) => [...items].sort((a, b) => a.index - b.index);

const loadList = listReducer(retrievingCarousel, byIndex);
// Each change answers the whole new list (SPEC §7.4), which replaces the one on show.
const changes = [creatingCarousel, updatingCarousel, deletingCarousel];

// Key 'carousels' in the store.
export const carouselsReducer: Reducer<CarouselsState> = (state = initialState, action) => {
  let list = loadList(state.list, action);
  if (changes.some((operation) => operation.successType === action.type)) {
    const items = (action as UnknownAction & { payload: CarouselItem[] }).payload;
    list = { ...list, status: 'loaded', items: byIndex(items) };
  }
  const next: CarouselsState = {
    list,
    creating: mutationCase(state.creating, creatingCarousel, action),
    updating: mutationCase(state.updating, updatingCarousel, action),
    deleting: mutationCase(state.deleting, deletingCarousel, action),
  };
  const changed = (Object.keys(next) as (keyof CarouselsState)[]).some(
    (key) => next[key] !== state[key],
  );
  return changed ? next : state;
};

export const selectCarousels = (state: { carousels: CarouselsState }) => state.carousels;
