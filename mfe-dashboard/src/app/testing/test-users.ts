// Test fixtures: the people the dashboard's tests sign in as and list.
import type { StaffMember, User } from 'shared-data';

/** A signed-in administrator, as GET auth/staff/account answers one. */
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

export const ADMIN = testUser();
export const STAFF_MEMBER = testUser({
  _id: 'u2',
  fullname: 'Kiprono Langat',
  email: 'kiprono@example.co.ke',
  isAdmin: false,
  isDoctor: false,
  role: 'Animal Health Assistant',
});

/** A member of the staff list as an admin sees it (with email). */
export function testStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return { ...STAFF_MEMBER, ...overrides };
}
