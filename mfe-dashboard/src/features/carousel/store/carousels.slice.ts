import {
  combineReducers,
  createOperation,
  listReducer,
  type CallResponse,
  type CarouselItem,
  type ListState,
  type Reducer,
} from 'shared-data';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/**
 * An image for the carousel and its place in it, with its text alternative in English and in
 * Kiswahili when sent (multipart: image, index, alt, alt_sw; '' removes one, left out it stays).
 */
export interface CarouselImageInput {
  image: File;
  index: number;
  alt?: string;
  alt_sw?: string;
}

/** A change of the image at `index`: a new image, or without one its text alternatives only. */
export type CarouselUpdateInput = Omit<CarouselImageInput, 'image'> & { image: File | null };

// The public home page loads the same list: scoped, so only this remote's saga answers here.
export const retrievingCarousel = createOperation<void, CallResponse<'carousel'>>(
  'RETRIVING_CAROUSEL',
  { scope: 'dashboard' },
);
export const creatingCarousel = createOperation<CarouselImageInput, CallResponse<'createCarousel'>>(
  'CREATING_CAROUSEL',
);
export const updatingCarousel = createOperation<
  CarouselUpdateInput,
  CallResponse<'updateCarousel'>
>('UPDATING_CAROUSEL');
export const deletingCarousel = createOperation<{ id: string }, CallResponse<'deleteCarousel'>>(
  'DELETING_CAROUSEL',
);

export interface CarouselsState {
  list: ListState<CarouselItem>;
  creating: MutationState;
  updating: MutationState;
  deleting: MutationState;
}

/** The order the home page shows them in. */
const byIndex = (items: CarouselItem[]) => [...items].sort((a, b) => a.index - b.index);

// Key 'dashboardCarousels' in the store.
export const carouselsReducer: Reducer<CarouselsState> = combineReducers({
  // Each change answers the whole new list, which replaces the one on show.
  list: listReducer(retrievingCarousel, byIndex, {
    replacedBy: [creatingCarousel, updatingCarousel, deletingCarousel],
  }),
  creating: mutationReducer(creatingCarousel),
  updating: mutationReducer(updatingCarousel),
  deleting: mutationReducer(deletingCarousel),
});

export const selectCarousels = (state: { dashboardCarousels: CarouselsState }) =>
  state.dashboardCarousels;
