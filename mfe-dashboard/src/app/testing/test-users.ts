// Test fixtures: the people the dashboard's tests sign in as and list.
import type { StaffMember } from 'shared-data';
import { testUser } from 'shared-data/testing/test-users';

export { testUser };

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
