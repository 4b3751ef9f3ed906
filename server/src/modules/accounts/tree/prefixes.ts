import {
  RESERVE_PREFIX_MAX_LENGTH,
  type ReserveNamePrefixBody,
  type ReserveNamePrefixRow,
  type SaveReserveNamePrefixBody,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import { Level, requireCompanyAdmin } from '../../../auth/access';
import { mapUniqueViolation } from '../../../db/errors';
import type { Page } from './listing';
import { DELETED_USERNAME } from './rules';
import {
  countPrefixes,
  insertPrefix,
  lockPrefixesForWrite,
  selectConflictingPrefix,
  selectPrefix,
  selectPrefixesPage,
  selectRoleAndName,
  updatePrefix,
  type PrefixFilter,
  type PrefixValues,
} from './queries';

/**
 * Reserve-name prefixes (SPEC 3, DOMAIN 2). Account creation reads them under SHARE
 * (lockPrefixesForRead), a save changes them under SHARE ROW EXCLUSIVE (lockPrefixesForWrite): a
 * save and a create never interleave, and two saves never both pass the overlap check.
 */
const PREFIX_INDEX = 'reserve_name_prefixes_prefix_key';
const PREFIX_RE = new RegExp(`^[A-Za-z0-9_]{2,${RESERVE_PREFIX_MAX_LENGTH}}$`);

/** Account/GetReserveNamePrefix: the prefixes not deleted, by prefix, filtered by company and text. */
export async function listPrefixes(
  db: Db,
  ctx: AuthContext,
  body: ReserveNamePrefixBody,
): Promise<Page<ReserveNamePrefixRow, null>> {
  requireCompanyAdmin(ctx, Level.View);
  const search = body.search?.trim();
  const filter: PrefixFilter = {
    ...(body.companyId !== undefined ? { companyId: body.companyId } : {}),
    ...(search ? { search } : {}),
  };
  const rows = await selectPrefixesPage(db, filter, { startCount: body.StartCount, pageSize: body.PageSize });
  let totalCount = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && body.StartCount > 0) totalCount = await countPrefixes(db, filter);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      prefix: r.prefix,
      companyId: Number(r.company_id),
      companyUsername: r.company_username,
      status: Number(r.status),
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
    totalCount,
    overallInfo: null,
  };
}

/** Why `prefix` may not be reserved for `companyId` (ignoring row `selfId`), or null. */
async function conflictError(
  trx: Trx,
  prefix: string,
  companyId: number,
  selfId: string | null,
): Promise<string | null> {
  const lower = prefix.toLowerCase();
  const hit = await selectConflictingPrefix(trx, prefix, companyId, selfId);
  if (!hit) return null;
  if (hit.prefix.toLowerCase() === lower) {
    return Number(hit.company_id) === companyId
      ? `The prefix ${hit.prefix} is already reserved for ${hit.company_username}.`
      : `The prefix ${hit.prefix} is already reserved for another company (${hit.company_username}).`;
  }
  return `The prefix ${prefix} overlaps ${hit.prefix}, reserved for another company (${hit.company_username}): one company's prefix cannot begin another's.`;
}

async function assertCompany(db: Db | Trx, companyId: number): Promise<void> {
  const company = await selectRoleAndName(db, companyId);
  if (
    !company ||
    company.role_id !== Role.Company ||
    company.main_account_id !== null ||
    DELETED_USERNAME.test(company.username)
  ) {
    throw new BusinessError('A prefix is reserved for a company: choose an existing company.');
  }
}

/** Account/CreateOrUpdateReserveNamePrefix: create (no id) or change a prefix, its company or status. */
export async function savePrefix(
  db: Db,
  ctx: AuthContext,
  body: SaveReserveNamePrefixBody,
): Promise<{ id: number }> {
  requireCompanyAdmin(ctx, body.id === undefined ? Level.Create : Level.Edit);
  const prefix = body.prefix;
  if (!PREFIX_RE.test(prefix)) {
    throw new BusinessError(`A reserved prefix has 2 to ${RESERVE_PREFIX_MAX_LENGTH} letters, digits or _.`);
  }
  const save = () =>
    inTransaction(db, async (trx) => {
      await lockPrefixesForWrite(trx);
      await assertCompany(trx, body.companyId);
      const before = body.id === undefined ? undefined : await selectPrefix(trx, body.id);
      if (body.id !== undefined && (!before || before.status === 2))
        throw new BusinessError('No record found!');
      const status = body.status ?? before?.status ?? 1;
      if (status !== 2) {
        const conflict = await conflictError(trx, prefix, body.companyId, before?.id ?? null);
        if (conflict) throw new BusinessError(conflict);
      }
      const values: PrefixValues = { prefix, companyId: body.companyId, status, actorId: ctx.user.id };
      const id = before ? await updatePrefix(trx, before.id, values) : await insertPrefix(trx, values);
      await writeAudit(trx, {
        actorId: ctx.user.id,
        companyId: body.companyId,
        action: before ? 'reservePrefix.update' : 'reservePrefix.create',
        entity: 'reserve_name_prefix',
        entityId: id,
        before: before
          ? { prefix: before.prefix, companyId: Number(before.company_id), status: before.status }
          : undefined,
        after: { prefix, companyId: body.companyId, status },
      });
      return { id: Number(id) };
    });
  return mapUniqueViolation(
    save,
    PREFIX_INDEX,
    () => new BusinessError(`The prefix ${prefix} is already reserved.`),
  );
}
