// Test data (not part of the remote).
import { testUser } from 'shared-data/testing/test-users';

/** A doctor who is not an administrator, as the server presents the account. */
export const TEST_USER = testUser({
  background: '',
  description: '',
  isAdmin: false,
  rank: '',
  role: 'Veterinary Doctor',
});
