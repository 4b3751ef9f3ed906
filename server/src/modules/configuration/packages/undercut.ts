import { INVALID_PACKAGE_INFO } from '@drawdesk/shared-kernel/contract';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import type { PackageType } from '@drawdesk/shared-kernel/domain';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import { loadAccountTerms, type PackageTerms } from './pricing';
import { selectAccountsUnderPricingUpline } from './queries';

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
  const rows = await selectAccountsUnderPricingUpline(db, userIds);
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
