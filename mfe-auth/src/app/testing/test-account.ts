// Test data (not part of the remote).
import type { User } from 'shared-data';

/** An account as the server presents it (docs/behaviour.md#entities). */
export const TEST_USER: User = {
  _id: 'u1',
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  avatar: null,
  avatar_srcset: null,
  background: '',
  description: '',
  images: [],
  isDoctor: true,
  isAdmin: false,
  rank: '',
  status: 'ACTIVE',
  role: 'Veterinary Doctor',
};
