import { INVALID_PACKAGE_INFO } from '@drawdesk/shared-kernel/contract';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import { Role, type PackageType } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import { loadAccountTerms, type PackageTerms } from './pricing';

const TYPES: readonly PackageType[] = [0, 2, 3];

export interface Undercut {
  userId: number;
  uplineId: number;
  kind: PackageType | 'red';
  code: string;
}

function firstUndercut(down: PackageTerms, up: PackageTerms): string | null {
  for (const code of BET_CODES) {
    const d = down.get(code);
    const u = up.get(code);
    if (d && u && d.betRate < u.betRate) return code;
  }
  return null;
}

/**
 * DOMAIN 8: an account's bet rate may not be lower than its upline's for any code. Checked for
 * each given account (main accounts only) against its direct upline when that upline is a company
 * or an agent (the super admin above a company prices nothing), per package type on the resolved
 * terms; an account's own red package against its upline's red package, else the upline's normal one.
 */
export async function findUndercut(db: Db | Trx, userIds: readonly number[]): Promise<Undercut | null> {
  if (userIds.length === 0) return null;
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('users as up', 'up.id', 'u.upline_id')
    .select(['u.id', 'u.upline_id'])
    .where('u.id', 'in', userIds.map(String))
    .where('u.main_account_id', 'is', null)
    .where('up.role_id', 'in', [Role.Company, Role.Multilevel])
    .where('up.main_account_id', 'is', null)
    .execute();
  if (rows.length === 0) return null;
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(Number(r.id));
    ids.add(Number(r.upline_id));
  }
  const terms = await loadAccountTerms(db, [...ids]);
  for (const r of rows) {
    const down = terms.get(Number(r.id));
    const up = terms.get(Number(r.upline_id));
    if (!down || !up) continue;
    const base = { userId: Number(r.id), uplineId: Number(r.upline_id) };
    for (const type of TYPES) {
      const code = firstUndercut(down.byType[type], up.byType[type]);
      if (code) return { ...base, kind: type, code };
    }
    if (down.red) {
      const code = firstUndercut(down.red, up.red ?? up.byType[0]);
      if (code) return { ...base, kind: 'red', code };
    }
  }
  return null;
}

export async function assertNoUndercut(db: Db | Trx, userIds: readonly number[]): Promise<void> {
  if (await findUndercut(db, userIds)) throw new BusinessError(INVALID_PACKAGE_INFO);
}

/** Main accounts whose terms a package can reach: its holders and all their descendants. */
export async function accountsReachedByPackage(db: Db | Trx, packageId: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT u.id FROM users u
    WHERE u.main_account_id IS NULL AND EXISTS (
      SELECT 1 FROM users h
      WHERE h.id = ANY (u.path) AND EXISTS (
        SELECT 1 FROM jsonb_each_text(coalesce(h.settings -> 'packageIds', '{}'::jsonb)) e
        WHERE e.value = ${String(packageId)}))`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Every main account below the super admin (a default package reaches them all). */
export async function allAccounts(db: Db | Trx): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('main_account_id', 'is', null)
    .where('upline_id', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** An account and all its descendants (main accounts). */
export async function accountAndDescendants(db: Db | Trx, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM users WHERE main_account_id IS NULL AND ${String(userId)}::bigint = ANY (path)`.execute(
    db,
  );
  return rows.map((r) => Number(r.id));
}
