import { REMOTE_NAMES, type RemoteName } from 'shared-data/contract';
import type { Caller, Deployer } from '../../core/caller';
import { HttpError } from '../../core/errors';
import { staffRepository } from '../../repositories/staff-repository';
import { ADMIN_ONLY } from '../account-rules';
import type { AuditBy } from '../audit-service';
import type { ServiceContext } from '../context';

// Who may change what in the registry (docs/behaviour.md#releases): administrators change any
// remote, a deploy token only its own, the server itself (local builds at start) anything.

/** Who asks for a change: a staff member (an administrator) or a deploy token. */
export type ReleaseCaller =
  { kind: 'staff'; caller: Caller } | { kind: 'deploy'; deployer: Deployer } | { kind: 'local' };

/** The actor of what the server registers from its own build folders. */
export const LOCAL_BUILD = 'local build';

export const isRemote = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** The remote a path names; 404 for any other name. */
export function remoteOf(name: string): RemoteName {
  if (!isRemote(name)) {
    throw new HttpError(404, `No remote is called '${name}' (${REMOTE_NAMES.join(', ')})`);
  }
  return name;
}

/** Administrators, or a deploy token for this very remote. */
export function authorize(who: ReleaseCaller, remote: RemoteName): void {
  if (who.kind === 'local') return;
  if (who.kind === 'staff') {
    if (!who.caller.isAdmin) throw new HttpError(403, ADMIN_ONLY);
    return;
  }
  if (who.deployer.remote !== remote) {
    throw new HttpError(
      403,
      `This deploy token is for the ${who.deployer.remote} remote: it cannot change the ${remote} remote`,
    );
  }
}

/** Administrators only (or the server itself): what spans remotes or is the site's setting. */
export function ensureStaffAdmin(who: ReleaseCaller): void {
  if (who.kind === 'deploy') {
    throw new HttpError(
      403,
      `A deploy token only sees its own remote (${who.deployer.remote}): ask for releases/${who.deployer.remote}`,
    );
  }
  if (who.kind === 'staff' && !who.caller.isAdmin) throw new HttpError(403, ADMIN_ONLY);
}

/** Who a change is, as the registry's history names them. */
export async function actorName(
  ctx: Pick<ServiceContext, 'db'>,
  who: ReleaseCaller,
): Promise<string> {
  if (who.kind === 'local') return LOCAL_BUILD;
  if (who.kind === 'deploy') return `deploy token ${who.deployer.label}`;
  const staff = await staffRepository(ctx.db).findById(who.caller.id);
  return staff ? staff.fullname : 'a deleted account';
}

/** Who a release change is, as the activity log names them. */
export const auditBy = (who: ReleaseCaller): AuditBy =>
  who.kind === 'staff'
    ? who.caller
    : who.kind === 'deploy'
      ? who.deployer
      : { system: LOCAL_BUILD };
