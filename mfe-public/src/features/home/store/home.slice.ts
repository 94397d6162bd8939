import {
  createOperation,
  type CarouselItem,
  type Counter,
  type PromiseCard,
  listReducer,
  type ListState,
} from 'shared-data';

/**
 * GET carousel/, GET others/counters/, GET others/promise/
 * (docs/behaviour.md#carousel-counters-and-promises-calls); the ids keep the contract's
 * spelling, RETRIVING included.
 */
export const retrievingCarousel = createOperation<void, CarouselItem[]>('RETRIVING_CAROUSEL');
export const retrievingCounters = createOperation<void, { data: Counter[] }>('RETRIVING_COUNTERS');
export const retrievingPromises = createOperation<void, { data: PromiseCard[] }>(
  'RETRIVING_PROMISES',
);

// Keys of their own: the dashboard remote keeps its editable copies under the contract's names.
export const carouselReducer = listReducer(retrievingCarousel, (items) =>
  [...items].sort((a, b) => a.index - b.index),
);
export const countersReducer = listReducer(retrievingCounters, (response) => response.data);
export const promisesReducer = listReducer(retrievingPromises, (response) => response.data);

export interface HomeState {
  publicCarousel: ListState<CarouselItem>;
  publicCounters: ListState<Counter>;
  publicPromises: ListState<PromiseCard>;
}

export const homeReducers = {
  publicCarousel: carouselReducer,
  publicCounters: countersReducer,
  publicPromises: promisesReducer,
};

export const selectCarousel = (state: HomeState) => state.publicCarousel;
export const selectCounters = (state: HomeState) => state.publicCounters;
export const selectPromises = (state: HomeState) => state.publicPromises;
