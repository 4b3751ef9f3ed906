import {
  RESERVE_PREFIX_MAX_LENGTH,
  type ReserveNamePrefixBody,
  type ReserveNamePrefixRow,
  type SaveReserveNamePrefixBody,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import { Level, requireCompanyAdmin } from '../../../auth/access';
import { mapUniqueViolation } from '../../../db/errors';
import type { Page } from './listing';
import { DELETED_USERNAME } from './rules';
import { containsPattern } from '../../../db/likePatterns';

/**
 * Reserve-name prefixes (SPEC 3, DOMAIN 2). Account creation reads them under SHARE, a save
 * changes them under SHARE ROW EXCLUSIVE: a save and a create never interleave, and two saves
 * never both pass the overlap check.
 */
export async function lockPrefixesForRead(trx: Trx): Promise<void> {
  await sql`LOCK TABLE reserve_name_prefixes IN SHARE MODE`.execute(trx);
}
async function lockPrefixesForWrite(trx: Trx): Promise<void> {
  await sql`LOCK TABLE reserve_name_prefixes IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

const PREFIX_INDEX = 'reserve_name_prefixes_prefix_key';
const PREFIX_RE = new RegExp(`^[A-Za-z0-9_]{2,${RESERVE_PREFIX_MAX_LENGTH}}$`);

interface PrefixSqlRow {
  id: string;
  prefix: string;
  company_id: string;
  company_username: string;
  status: number;
  updated_at: Date;
  total: string;
}

/** Account/GetReserveNamePrefix: the prefixes not deleted, by prefix, filtered by company and text. */
export async function listPrefixes(
  db: Db,
  ctx: AuthContext,
  body: ReserveNamePrefixBody,
): Promise<Page<ReserveNamePrefixRow, null>> {
  requireCompanyAdmin(ctx, Level.View);
  const filters: RawBuilder<unknown>[] = [sql`p.status <> 2`];
  if (body.companyId !== undefined) filters.push(sql`p.company_id = ${String(body.companyId)}::bigint`);
  const search = body.search?.trim();
  if (search) filters.push(sql`lower(p.prefix) LIKE ${containsPattern(search.toLowerCase())}`);
  const { rows } = await sql<PrefixSqlRow>`
    SELECT p.id, p.prefix, p.company_id, u.username AS company_username, p.status, p.updated_at, count(*) OVER () AS total
    FROM reserve_name_prefixes p JOIN users u ON u.id = p.company_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY lower(p.prefix), p.id LIMIT ${body.PageSize} OFFSET ${body.StartCount}`.execute(db);
  let totalCount = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && body.StartCount > 0) {
    const all = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM reserve_name_prefixes p WHERE ${sql.join(filters, sql` AND `)}`.execute(db);
    totalCount = Number(all.rows[0]?.n ?? 0);
  }
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

interface Conflict {
  prefix: string;
  company_id: string;
  company_username: string;
}

/** Why `prefix` may not be reserved for `companyId` (ignoring row `selfId`), or null. */
async function conflictError(
  trx: Trx,
  prefix: string,
  companyId: number,
  selfId: string | null,
): Promise<string | null> {
  const lower = prefix.toLowerCase();
  const rows = await sql<Conflict>`
    SELECT p.prefix, p.company_id, u.username AS company_username
    FROM reserve_name_prefixes p JOIN users u ON u.id = p.company_id
    WHERE p.status <> 2 AND p.id IS DISTINCT FROM ${selfId}::bigint
      AND (lower(p.prefix) = ${lower}
           OR (p.company_id <> ${String(companyId)}::bigint
               AND (left(${lower}, length(p.prefix)) = lower(p.prefix) OR left(lower(p.prefix), length(${lower})) = ${lower})))
    ORDER BY (lower(p.prefix) = ${lower}) DESC, lower(p.prefix) LIMIT 1`.execute(trx);
  const hit = rows.rows[0];
  if (!hit) return null;
  if (hit.prefix.toLowerCase() === lower) {
    return Number(hit.company_id) === companyId
      ? `The prefix ${hit.prefix} is already reserved for ${hit.company_username}.`
      : `The prefix ${hit.prefix} is already reserved for another company (${hit.company_username}).`;
  }
  return `The prefix ${prefix} overlaps ${hit.prefix}, reserved for another company (${hit.company_username}): one company's prefix cannot begin another's.`;
}

async function assertCompany(db: Db | Trx, companyId: number): Promise<void> {
  const company = await db
    .selectFrom('users')
    .select(['role_id', 'main_account_id', 'username'])
    .where('id', '=', String(companyId))
    .executeTakeFirst();
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
      const before =
        body.id === undefined
          ? undefined
          : await trx
              .selectFrom('reserve_name_prefixes')
              .selectAll()
              .where('id', '=', String(body.id))
              .executeTakeFirst();
      if (body.id !== undefined && (!before || before.status === 2))
        throw new BusinessError('No record found!');
      const status = body.status ?? before?.status ?? 1;
      if (status !== 2) {
        const conflict = await conflictError(trx, prefix, body.companyId, before?.id ?? null);
        if (conflict) throw new BusinessError(conflict);
      }
      const values = {
        prefix,
        company_id: String(body.companyId),
        status,
        updated_by: String(ctx.user.id),
        updated_at: sql<Date>`now()`,
      };
      const id = before
        ? (
            await trx
              .updateTable('reserve_name_prefixes')
              .set(values)
              .where('id', '=', before.id)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (
            await trx
              .insertInto('reserve_name_prefixes')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
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
