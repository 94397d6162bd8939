import { listSaga } from 'shared-data';
import { retrievingDoctors } from '../store/doctors.slice';

export const doctorsSaga = listSaga(retrievingDoctors, 'doctors');
