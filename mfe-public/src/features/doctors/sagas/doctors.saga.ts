import { listSaga } from '../../site/store/list-resource';
import { retrievingDoctors } from '../store/doctors.slice';

export const doctorsSaga = listSaga(retrievingDoctors, 'doctors');
