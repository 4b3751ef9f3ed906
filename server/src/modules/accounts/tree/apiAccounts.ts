import { randomBytes } from 'node:crypto';
import type { ApiAccount, ApiCredentials, SaveApiAccountBody } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { hashPassword } from '../../../auth/passwords';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';
import { BusinessError, forbidden } from '../../../http/errors';
import {
  canWrite,
  isSuperAdmin,
  Level,
  nodeOf,
  readableUser,
  requireCompanyAdmin,
  requireDownline,
} from '../../../auth/access';
import {
  insertApiAccount,
  lockApiAccount,
  lockUser,
  replaceApiCode,
  selectApiAccount,
  updateApiAccountTarget,
} from './queries';
import { DELETED_USERNAME } from './rules';

/**
 * API accounts (DOMAIN 13): a company or house account that a remote system bets as, with a name,
 * a url, an opcode and a secret. The secret is returned once, by the call that generated it; only
 * its argon2 hash is stored and neither appears in the audit log.
 */

/**
 * The company or house whose API account the caller reads (write false) or changes (write true):
 * the super admin (or staff with 'Company') any; a company (or its sub-account with 'Downline')
 * itself and the house accounts it may change. Everyone else, the IT admin included, gets 403.
 */
async function apiOwner(db: Db, ctx: AuthContext, userId: number, write: boolean): Promise<UserRow> {
  const level = write ? Level.Edit : Level.View;
  if (isSuperAdmin(ctx)) requireCompanyAdmin(ctx, level);
  else if (ctx.user.roleId === Role.Company) requireDownline(ctx, level);
  else throw forbidden();
  const owner = await readableUser(db, ctx, userId);
  if (!isSuperAdmin(ctx) && Number(owner.id) !== ctx.principalId && !canWrite(ctx, nodeOf(owner)))
    throw forbidden();
  const bettable = owner.role_id === Role.Company || owner.role_id === Role.House;
  if (!bettable || owner.main_account_id !== null || DELETED_USERNAME.test(owner.username)) {
    throw new BusinessError('An API account belongs to a company or a house account.');
  }
  return owner;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Account/GetApiAccount: never the secret, only whether one is set and when it was generated. */
export async function getApiAccount(
  db: Db,
  ctx: AuthContext,
  userId: number,
): Promise<{ apiAccount: ApiAccount | null }> {
  const owner = await apiOwner(db, ctx, userId, false);
  const row = await selectApiAccount(db, owner.id);
  if (!row) return { apiAccount: null };
  return {
    apiAccount: {
      userId: Number(owner.id),
      username: owner.username,
      name: row.name,
      url: row.url,
      opcode: row.opcode,
      hasSecret: row.secret_hash !== null,
      secretGeneratedAt: iso(row.secret_generated_at),
      updatedAt: iso(row.updated_at)!,
    },
  };
}

interface FreshCode {
  opcode: string;
  secret: string;
  secretHash: string;
}

/** A new opcode (16 hex digits) and secret (256 random bits, base64url), hashed before any transaction. */
async function freshCode(): Promise<FreshCode> {
  const opcode = randomBytes(8).toString('hex').toUpperCase();
  const secret = randomBytes(32).toString('base64url');
  return { opcode, secret, secretHash: await hashPassword(secret) };
}

async function lockApiRow(trx: Trx, owner: UserRow) {
  // The owner's row first (as every tree change does), so two saves of one account queue up.
  await lockUser(trx, Number(owner.id));
  return lockApiAccount(trx, owner.id);
}

const companyIdOf = (owner: UserRow) => (owner.company_id === null ? null : Number(owner.company_id));

/**
 * Account/CreateOrUpdateApiAccount: saves name and url. The first save also generates the code and
 * returns the secret (once); later saves keep the code and return secret null.
 */
export async function saveApiAccount(
  db: Db,
  ctx: AuthContext,
  body: SaveApiAccountBody,
): Promise<ApiCredentials> {
  const owner = await apiOwner(db, ctx, body.userId, true);
  const code = await freshCode();
  const name = body.name.trim();
  const url = body.url.trim();
  if (!name) throw new BusinessError('The API account name is required.');
  return inTransaction(db, async (trx) => {
    const before = await lockApiRow(trx, owner);
    if (before) {
      await updateApiAccountTarget(trx, owner.id, { name, url }, ctx.user.id);
    } else {
      await insertApiAccount(trx, owner.id, { name, url }, code, ctx.user.id);
    }
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: companyIdOf(owner),
      action: before ? 'apiAccount.update' : 'apiAccount.create',
      entity: 'api_account',
      entityId: owner.id,
      before: before ? { name: before.name, url: before.url, opcode: before.opcode } : undefined,
      after: { name, url, opcode: before?.opcode ?? code.opcode, secretGenerated: !before },
    });
    return before
      ? { userId: Number(owner.id), opcode: before.opcode, secret: null }
      : { userId: Number(owner.id), opcode: code.opcode, secret: code.secret };
  });
}

/** Account/GenerateApiCode: a fresh opcode and secret for a saved API account; the old ones stop working. */
export async function generateApiCode(db: Db, ctx: AuthContext, userId: number): Promise<ApiCredentials> {
  const owner = await apiOwner(db, ctx, userId, true);
  const code = await freshCode();
  return inTransaction(db, async (trx) => {
    const before = await lockApiRow(trx, owner);
    if (!before) throw new BusinessError('Save the API account (name and url) before generating its code.');
    await replaceApiCode(trx, owner.id, code, ctx.user.id);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: companyIdOf(owner),
      action: 'apiAccount.generateCode',
      entity: 'api_account',
      entityId: owner.id,
      before: { opcode: before.opcode, hadSecret: before.secret_hash !== null },
      after: { opcode: code.opcode, secretGenerated: true },
    });
    return { userId: Number(owner.id), opcode: code.opcode, secret: code.secret };
  });
}
