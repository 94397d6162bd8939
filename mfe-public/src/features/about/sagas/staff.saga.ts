import { listSaga } from 'shared-data';
import { retrievingStaff } from '../store/staff.slice';

export const staffSaga = listSaga(retrievingStaff, 'staffList');
