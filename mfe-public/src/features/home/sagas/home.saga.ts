import { listSaga } from '../../site/store/list-resource';
import { retrievingCarousel, retrievingCounters, retrievingPromises } from '../store/home.slice';

export const homeSagas = [
  listSaga(retrievingCarousel, 'carousel'),
  listSaga(retrievingCounters, 'counters'),
  listSaga(retrievingPromises, 'promises'),
];
