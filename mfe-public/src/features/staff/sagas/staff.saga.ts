import { listSaga } from '../../site/store/list-resource';
import { retrievingStaff } from '../store/staff.slice';

export const staffSaga = listSaga(retrievingStaff, 'staffList');
