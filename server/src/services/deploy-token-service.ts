import { createHash, randomBytes } from 'node:crypto';
import {
  DEPLOY_TOKEN_PREFIX,
  REMOTE_NAMES,
  type DeployToken,
  type RemoteName,
} from 'shared-data/contract';
import type { Caller, Deployer } from '../core/caller';
import { HttpError } from '../core/errors';
import { newId } from '../repositories/common';
import {
  deployTokenRepository,
  type DeployTokenRecord,
} from '../repositories/deploy-token-repository';
import { staffRepository } from '../repositories/staff-repository';
import { ensureAdmin } from './account-rules';
import { nowIso, type ServiceContext } from './context';
import { recordChange, type AuditBy } from './audit-service';

// Deploy tokens (docs/behaviour.md#releases): made by an administrator for one remote, shown
// once, kept as a SHA-256 hash, revocable. 256 random bits: a hash without salt is enough.

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const present = (record: DeployTokenRecord): DeployToken => ({
  id: record.id,
  remote: record.remote as RemoteName,
  label: record.label,
  created_by: record.createdBy,
  created_at: record.createdAt,
  last_used_at: record.lastUsedAt,
  revoked_at: record.revokedAt,
});

export const INVALID_DEPLOY_TOKEN = 'This deploy token is not valid';
export const REVOKED_DEPLOY_TOKEN =
  'This deploy token was revoked: ask an administrator for a new one';

export function createDeployTokenService(ctx: ServiceContext) {
  async function create(remote: RemoteName, label: string, createdBy: string, who: AuditBy) {
    const secret = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const record = { id: newId(), remote, label, createdBy, createdAt: nowIso(ctx.clock) };
    await ctx.db.transaction().execute(async (trx) => {
      await deployTokenRepository(trx).insert(record, hashOf(secret));
      await recordChange(ctx, trx, who, {
        kind: 'deploy-token.create',
        subject: { type: 'deploy-token', id: record.id },
        summary: `Created a deploy token for ${remote}: ${label}`,
        after: { remote, label },
      });
    });
    return {
      msg: `Deploy token for ${remote} created: copy it now, it is not shown again`,
      secret,
      token: present({ ...record, lastUsedAt: null, revokedAt: null }),
    };
  }

  return {
    async list(caller: Caller): Promise<DeployToken[]> {
      ensureAdmin(caller);
      return (await deployTokenRepository(ctx.db).list()).map(present);
    },
    async create(caller: Caller, remote: RemoteName, label: string) {
      ensureAdmin(caller);
      const staff = await staffRepository(ctx.db).findById(caller.id);
      return create(remote, label, staff?.fullname ?? 'an administrator', caller);
    },
    /** On the server's machine (npm run deploy-token): whoever can run it owns the data. */
    async createFromConsole(remote: string, label: string) {
      if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
        throw new HttpError(400, `remote: must be one of ${REMOTE_NAMES.join(', ')}`);
      }
      return create(remote as RemoteName, label, 'server console', { system: 'server console' });
    },
    async revoke(caller: Caller, id: string): Promise<DeployToken[]> {
      ensureAdmin(caller);
      const repo = deployTokenRepository(ctx.db);
      // Ids are ours (newId): anything else finds nothing, and need not reach the database.
      const found = ID.test(id) ? await repo.find(id) : undefined;
      if (!found) throw new HttpError(404, 'No deploy token has this id');
      // Revoking a revoked token changes nothing, and is not recorded.
      if (!found.revokedAt) {
        await ctx.db.transaction().execute(async (trx) => {
          await deployTokenRepository(trx).revoke(id, nowIso(ctx.clock));
          await recordChange(ctx, trx, caller, {
            kind: 'deploy-token.revoke',
            subject: { type: 'deploy-token', id },
            summary: `Revoked the deploy token for ${found.remote}: ${found.label}`,
            before: { revoked: false },
            after: { revoked: true },
          });
        });
      }
      return (await repo.list()).map(present);
    },
    async authenticate(token: string): Promise<Deployer> {
      const repo = deployTokenRepository(ctx.db);
      const record = await repo.findByHash(hashOf(token));
      if (!record) throw new HttpError(401, INVALID_DEPLOY_TOKEN);
      if (record.revokedAt) throw new HttpError(401, REVOKED_DEPLOY_TOKEN);
      await repo.touch(record.id, nowIso(ctx.clock));
      return { tokenId: record.id, remote: record.remote, label: record.label };
    },
  };
}

export type DeployTokenService = ReturnType<typeof createDeployTokenService>;
