// Where the staff accounts' calls go (docs/behaviour.md#api-calls, 7.1).
import type { Endpoint } from '../endpoints';
import { image } from './file-fields';

export const accountEndpoints = {
  // 7.1 Accounts
  signIn: { method: 'POST', path: 'auth/signin/staff', auth: 'none', body: 'json' },
  register: {
    method: 'POST',
    path: 'auth/register/staff',
    auth: 'none',
    body: 'multipart',
    files: { avatar: image },
  },
  currentUser: { method: 'GET', path: 'auth/staff/account', auth: 'bearer', body: 'none' },
  staffList: { method: 'GET', path: 'auth/staff/', auth: 'none', body: 'none' },
  // The paged lists of the dashboard (docs/behaviour.md#paged-list-calls).
  staffPage: { method: 'GET', path: 'auth/staff/page', auth: 'bearer', body: 'none' },
  addStaff: {
    method: 'POST',
    path: 'auth/add/staff',
    auth: 'bearer',
    body: 'multipart',
    files: { avatar: image },
  },
  doctors: { method: 'GET', path: 'auth/doctors', auth: 'none', body: 'none' },
  updateStaff: { method: 'PUT', path: 'auth/staff/{email}', auth: 'bearer', body: 'json' },
  updateAccount: {
    method: 'PUT',
    path: 'auth/account/{email}',
    auth: 'bearer',
    body: 'multipart',
    files: { avatar: image, images: { required: false, maxCount: 3 } },
  },
  requestOtp: {
    method: 'POST',
    path: 'auth/otp',
    auth: 'none',
    body: 'json',
    noResponseMessage: 'not-processed',
  },
  resetPassword: {
    method: 'POST',
    path: 'auth/reset_password',
    auth: 'none',
    body: 'json',
    noResponseMessage: 'not-processed',
  },
  logout: { method: 'POST', path: 'auth/logout', auth: 'none', body: 'json' },
  deleteStaff: { method: 'POST', path: 'auth/delete/staff', auth: 'bearer', body: 'json' },
  refreshToken: { method: 'GET', path: 'auth/refresh-token', auth: 'none', body: 'none' },
} as const satisfies Record<string, Endpoint>;
