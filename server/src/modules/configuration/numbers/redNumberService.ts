import type { AreaDeps } from '../../../areaDeps';
import {
  DUPLICATED_NUMBER_MESSAGE,
  ServerMessages,
  type BulkDeleteRedNumberBody,
  type CreateOrUpdateRedNumberBody,
  type GetRedNumberBody,
  type RedNumberRow,
} from '@drawdesk/shared-kernel/contract';
import {
  businessDate,
  centsToUnits,
  POOLS,
  Role,
  unitsToCents,
  type Game,
} from '@drawdesk/shared-kernel/domain';
import { expandRedNumber, type RedPermutationTypeName } from '@drawdesk/shared-kernel/domain/betting';
import { readsEverything } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { requireFunction } from '../../../auth/target';
import {
  countRedNumbers,
  insertRedNumber,
  lockRedNumberOwner,
  selectClashingRedNumbers,
  selectRedNumber,
  selectRedNumberCompany,
  selectRedNumbers,
  selectRedNumbersPage,
  setRedNumbersStatus,
  updateRedNumber,
  type RedNumberDbRow,
  type RedNumberFilter,
  type RedNumberValues,
} from './queries';

const ACTIVE = 1;
const DELETED = 2;
const FN = 'Red Number' as const;

/** The super admin (or its staff with the Red Number function) acts on any company's red numbers. */
const actsForAll = (ctx: AuthContext): boolean => ctx.user.roleId === Role.SuperAdmin;

/** Owners of red numbers are companies and agents (their own main account); players and houses own none. */
function ownOwnerId(ctx: AuthContext): number {
  if (ctx.user.roleId !== Role.Company && ctx.user.roleId !== Role.Multilevel) throw forbidden();
  return ctx.principalId;
}

function toRow(r: RedNumberDbRow): RedNumberRow {
  return {
    id: Number(r.id),
    ownerId: Number(r.owner_id),
    ownerName: r.owner_name,
    number: r.number,
    permutationType: r.permutation_type,
    numbers: [...r.numbers],
    pools: r.pools.map(Number),
    dateFrom: r.date_from,
    dateTo: r.date_to,
    fightLimit: r.fight_limit === null ? null : centsToUnits(r.fight_limit),
    status: r.status,
    updatedBy: r.updated_by,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function getRedNumbers(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetRedNumberBody,
): Promise<{ rows: RedNumberRow[]; totalCount: number }> {
  requireFunction(ctx, [FN], [1]);
  const filter: RedNumberFilter = {
    deletedStatus: DELETED,
    ownerId: readsEverything(ctx) ? (body.companyId ?? null) : ownOwnerId(ctx),
    ...(body.number ? { numberPrefix: body.number } : {}),
  };
  const totalCount = await countRedNumbers(db, filter);
  const rows = await selectRedNumbersPage(db, filter, {
    startCount: body.StartCount,
    pageSize: body.PageSize,
  });
  return { rows: rows.map(toRow), totalCount };
}

async function resolveOwner(db: Db | Trx, ctx: AuthContext, companyId: number | undefined): Promise<number> {
  if (!actsForAll(ctx)) {
    const own = ownOwnerId(ctx);
    if (companyId !== undefined && companyId !== own) throw forbidden();
    return own;
  }
  if (companyId === undefined) throw new BusinessError('Please select a company.');
  const company = await selectRedNumberCompany(db, companyId);
  if (!company || company.role_id !== Role.Company || company.main_account_id !== null) {
    throw new BusinessError('The company does not exist.');
  }
  return companyId;
}

/** A red number just saved (it exists: its save is in this transaction or committed). */
async function savedRedNumber(db: Db | Trx, id: number): Promise<RedNumberDbRow> {
  const row = await selectRedNumber(db, id);
  if (!row) throw new BusinessError(ServerMessages.notFound);
  return row;
}

/** Every pool must offer the game of the number's length (2D-6D; DOMAIN 4). */
function checkPools(number: string, pools: readonly number[]): void {
  const game = `${number.length}D` as Game;
  for (const id of pools) {
    const pool = POOLS.find((p) => p.id === id);
    if (!pool) throw new BusinessError(`Unknown pool ${id}.`);
    if (!pool.games.includes(game)) throw new BusinessError(`${pool.displayName} does not offer ${game}.`);
  }
}

export async function createOrUpdateRedNumber(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  body: CreateOrUpdateRedNumberBody,
): Promise<RedNumberRow> {
  requireFunction(ctx, [FN], body.id === undefined ? [2] : [3]);
  const expanded = expandRedNumber(body.number, body.permutationType);
  if (!expanded.ok) throw new BusinessError(expanded.message);
  if (body.dateTo < body.dateFrom) throw new BusinessError('Date to must not be before date from.');
  const pools = [...new Set(body.pools)].sort((a, b) => a - b);
  checkPools(body.number, pools);
  const fightLimit =
    body.fightLimit === undefined || body.fightLimit === null ? null : unitsToCents(body.fightLimit);
  const today = businessDate(clock.now());

  const id = await inTransaction(db, async (trx) => {
    let ownerId: number;
    let before: RedNumberRow | null = null;
    if (body.id !== undefined) {
      const existing = await selectRedNumber(trx, body.id, DELETED);
      if (!existing) throw new BusinessError(ServerMessages.notFound);
      ownerId = Number(existing.owner_id);
      if (!actsForAll(ctx) && ownerId !== ownOwnerId(ctx)) throw new BusinessError(ServerMessages.notFound);
      if (body.companyId !== undefined && body.companyId !== ownerId) {
        throw new BusinessError('The owner of a red number cannot be changed.');
      }
      before = toRow(existing);
    } else {
      ownerId = await resolveOwner(trx, ctx, body.companyId);
      if (body.dateTo < today) throw new BusinessError('Date to must not be in the past.');
    }
    // One writer per owner at a time: the duplicate check below cannot race another save.
    await lockRedNumberOwner(trx, ownerId);
    const clashes = await selectClashingRedNumbers(trx, {
      ownerId,
      activeStatus: ACTIVE,
      exceptId: body.id ?? 0,
      numbers: expanded.numbers,
      pools,
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
    });
    if (clashes.length > 0) {
      const mine = new Set(expanded.numbers);
      const clashing = [...new Set(clashes.flatMap((c) => c.numbers).filter((n) => mine.has(n)))].sort();
      throw new BusinessError(`${DUPLICATED_NUMBER_MESSAGE} ${clashing.join(', ')}`);
    }
    const values: RedNumberValues = {
      number: body.number,
      permutation_type: body.permutationType as RedPermutationTypeName,
      numbers: expanded.numbers,
      pools,
      date_from: body.dateFrom,
      date_to: body.dateTo,
      fight_limit: fightLimit,
      updated_by: ctx.user.id,
    };
    let savedId: number;
    if (body.id !== undefined) {
      await updateRedNumber(trx, body.id, values);
      savedId = body.id;
    } else {
      savedId = await insertRedNumber(trx, {
        ...values,
        owner_id: ownerId,
        status: ACTIVE,
        created_by: ctx.user.id,
      });
    }
    const after = toRow(await savedRedNumber(trx, savedId));
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: ownerId,
      action: body.id === undefined ? 'red-number.create' : 'red-number.update',
      entity: 'red_numbers',
      entityId: savedId,
      before,
      after,
    });
    return savedId;
  });
  return toRow(await savedRedNumber(db, id));
}

/** Deletes (status 2, kept for the bets that name it) red numbers in the caller's scope; all or nothing. */
export async function deleteRedNumbers(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: BulkDeleteRedNumberBody,
): Promise<{ deleted: number }> {
  requireFunction(ctx, [FN], [4]);
  const ids = [...new Set(body.ids)];
  return inTransaction(db, async (trx) => {
    const rows = await selectRedNumbers(trx, {
      deletedStatus: DELETED,
      ownerId: actsForAll(ctx) ? null : ownOwnerId(ctx),
      ids: ids.map(String),
    });
    if (rows.length !== ids.length) throw new BusinessError(ServerMessages.notFound);
    await setRedNumbersStatus(trx, ids.map(String), DELETED, ctx.user.id);
    for (const row of rows) {
      await writeAudit(trx, {
        actorId: ctx.user.id,
        companyId: Number(row.owner_id),
        action: 'red-number.delete',
        entity: 'red_numbers',
        entityId: Number(row.id),
        before: toRow(row),
        after: { status: DELETED },
      });
    }
    return { deleted: rows.length };
  });
}
