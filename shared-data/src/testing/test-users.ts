// Test fixtures: an account as the server presents it, for the tests of every package.
import type { User } from '../contract/entities';

/** A signed-in administrator, as GET auth/staff/account answers one; override what a test needs. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    fullname: 'Wanjiru Kamau',
    email: 'wanjiru@example.co.ke',
    avatar: null,
    avatar_srcset: null,
    background: 'Fifteen years in large-animal practice.',
    description: 'Leads the clinic.',
    images: [],
    isDoctor: true,
    isAdmin: true,
    rank: '1',
    status: 'ACTIVE',
    role: 'Chief Veterinary Officer',
    ...overrides,
  };
}
