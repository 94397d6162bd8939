import { listSaga } from 'shared-data';
import { retrievingCarousel, retrievingCounters, retrievingPromises } from '../store/home.slice';

export const homeSagas = [
  listSaga(retrievingCarousel, 'carousel'),
  listSaga(retrievingCounters, 'counters'),
  listSaga(retrievingPromises, 'promises'),
];
