import type { Doctor, StaffMember, User } from 'shared-data/contract';
import type { StaffRecord } from '../../repositories/staff-repository';
import type { ServiceContext } from '../context';

/** An account as the API shows it to its owner and to administrators. */
export function presentUser(ctx: ServiceContext, staff: StaffRecord): User {
  const avatar = ctx.images.present(staff.avatar);
  return {
    _id: staff.id,
    fullname: staff.fullname,
    email: staff.email,
    avatar: avatar.url,
    avatar_srcset: avatar.srcset,
    background: staff.background,
    description: staff.description,
    images: staff.images.map(({ image }) => ctx.images.present(image).url ?? ''),
    isDoctor: staff.isDoctor,
    isAdmin: staff.isAdmin,
    rank: staff.rank,
    status: staff.status,
    role: staff.role,
    species: staff.species,
  };
}

/** A doctor's card and page: no email, no flags. */
export function presentDoctor(ctx: ServiceContext, staff: StaffRecord): Doctor {
  const user = presentUser(ctx, staff);
  return {
    _id: user._id,
    avatar: user.avatar,
    avatar_srcset: user.avatar_srcset,
    fullname: user.fullname,
    role: user.role,
    description: user.description,
    background: user.background,
  };
}

/** A member of the public staff list: everything but the email. */
export function presentPublicMember(ctx: ServiceContext, staff: StaffRecord): StaffMember {
  const member: StaffMember = presentUser(ctx, staff);
  delete member.email;
  return member;
}
