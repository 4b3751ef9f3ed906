import type { AreaDeps } from '../../../areaDeps';
import {
  type CreateOrUpdateMasterTemplateBody,
  type GetMasterTemplatesBody,
  type MasterTemplateItem,
  type MasterTemplateRow,
} from '@drawdesk/shared-kernel/contract';
import { isBetCode } from '@drawdesk/shared-kernel/domain/betting';
import { centsToUnits, Role, unitsToCents } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { parseLuckyBetPayload } from './luckyBet';
import {
  deleteTemplateItems,
  insertTemplate,
  insertTemplateItem,
  lockTemplate,
  selectLiveTemplateItems,
  selectTemplateItemIds,
  selectTemplates,
  updateTemplate,
  updateTemplateItem,
  type TemplateDbRow,
  type TemplateItemValues,
  type TemplateValues,
} from './queries';
import { TemplateKind } from './templates';

/** Item categories (GetMasterTemplateItemCategories): one per template kind. */
export const TEMPLATE_CATEGORIES = [
  { id: 'payoutAdjustment', kind: TemplateKind.Default, name: 'Payout adjustment' },
  { id: 'luckyBet', kind: TemplateKind.LuckyBet, name: 'Lucky bet' },
] as const;

const VALUE_SCALE = 10_000;
/** Largest item value (a multiplier or divisor). */
export const MAX_TEMPLATE_VALUE = 1000;

const requireSuperAdmin = (ctx: AuthContext) => {
  if (ctx.user.roleId !== Role.SuperAdmin) throw forbidden();
};
/** Templates are read by the super admin and the IT admin (SPEC 6: master template is super admin only). */
const requireAdminRead = (ctx: AuthContext) => {
  if (ctx.user.roleId !== Role.SuperAdmin && ctx.user.roleId !== Role.ItAdmin) throw forbidden();
};

/** A checked template item: the columns it is stored with (but who saved it), and its id if it exists. */
interface ValidItem extends Omit<TemplateItemValues, 'updated_by'> {
  id: number | undefined;
}

export function validateTemplate(body: CreateOrUpdateMasterTemplateBody): ValidItem[] {
  if (body.name.trim().length === 0) throw new BusinessError('The template name is required.');
  const category = TEMPLATE_CATEGORIES.find((c) => c.kind === body.kind)!.id;
  const amounts = new Set<number>();
  return body.items.map((item, i) => {
    const n = i + 1;
    if (item.category !== category)
      throw new BusinessError(`Item ${n}: a template of this kind holds ${category} items only.`);
    if (!(item.value > 0 && item.value <= MAX_TEMPLATE_VALUE))
      throw new BusinessError(
        `Item ${n}: the value must be greater than 0 and at most ${MAX_TEMPLATE_VALUE}.`,
      );
    const value = Math.round(item.value * VALUE_SCALE);
    if (Math.abs(value - item.value * VALUE_SCALE) > 1e-6)
      throw new BusinessError(`Item ${n}: the value has at most 4 decimals.`);
    const from = item.dateFrom ?? null;
    const to = item.dateTo ?? null;
    if (from !== null && to !== null && from > to)
      throw new BusinessError(`Item ${n}: the start date is after the end date.`);
    const codes = [...new Set(item.codes ?? [])];
    for (const code of codes)
      if (!isBetCode(code)) throw new BusinessError(`Item ${n}: unknown bet code ${code}.`);
    let payload = '{}';
    if (body.kind === TemplateKind.LuckyBet) {
      if (!item.payload) throw new BusinessError(`Item ${n}: a lucky-bet row needs its amounts.`);
      const cents = {
        amount: unitsToCents(item.payload.amount),
        big: unitsToCents(item.payload.big),
        small: unitsToCents(item.payload.small),
        a3: unitsToCents(item.payload.a3),
        c3: unitsToCents(item.payload.c3),
      };
      if (amounts.has(cents.amount))
        throw new BusinessError(`Item ${n}: the bet amount ${item.payload.amount} is listed twice.`);
      amounts.add(cents.amount);
      payload = JSON.stringify(cents);
    }
    return {
      id: item.id,
      category,
      value,
      operator: item.operator,
      date_from: from,
      date_to: to,
      pools: [...new Set(item.pools)].sort((a, b) => a - b),
      codes,
      payload,
      status: item.status ?? 1,
    };
  });
}

const toTemplateRow = (r: TemplateDbRow): MasterTemplateRow => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  templateType: r.template_type,
  status: r.status,
  itemCount: Number(r.item_count),
  lastModified: r.updated_at.toISOString(),
  modifiedBy: r.modified_by,
});

export async function getMasterTemplates(
  { db }: AreaDeps,
  ctx: AuthContext,
  q: GetMasterTemplatesBody,
): Promise<{ rows: MasterTemplateRow[]; totalCount: number }> {
  requireAdminRead(ctx);
  const all = await selectTemplates(db, {
    ...(q.kind !== undefined && q.kind !== -1 ? { kind: q.kind } : {}),
    search: q.search,
  });
  return {
    rows: all.slice(q.StartCount, q.StartCount + q.PageSize).map(toTemplateRow),
    totalCount: all.length,
  };
}

async function itemsOf(db: Db | Trx, templateId: number): Promise<MasterTemplateItem[]> {
  const rows = await selectLiveTemplateItems(db, templateId);
  return rows.map((r) => {
    const lucky = parseLuckyBetPayload(r.payload);
    return {
      id: Number(r.id),
      category: r.category,
      value: r.value / VALUE_SCALE,
      operator: r.operator,
      dateFrom: r.date_from,
      dateTo: r.date_to,
      pools: r.pools.map(Number),
      codes: r.codes,
      payload: lucky
        ? {
            amount: centsToUnits(lucky.amount),
            big: centsToUnits(lucky.big),
            small: centsToUnits(lucky.small),
            a3: centsToUnits(lucky.a3),
            c3: centsToUnits(lucky.c3),
          }
        : null,
      status: r.status,
    };
  });
}

export async function getMasterTemplateItems(
  { db }: AreaDeps,
  ctx: AuthContext,
  templateId: number,
): Promise<{ template: MasterTemplateRow; items: MasterTemplateItem[] }> {
  requireAdminRead(ctx);
  const [row] = await selectTemplates(db, { id: templateId });
  if (!row) throw new BusinessError('Template not found.');
  return { template: toTemplateRow(row), items: await itemsOf(db, templateId) };
}

export function getMasterTemplateItemCategories(ctx: AuthContext) {
  requireAdminRead(ctx);
  return TEMPLATE_CATEGORIES.map((c) => ({ ...c }));
}

/** Saves a template and its items as sent: listed items are updated or added, unlisted ones deleted. */
export async function createOrUpdateMasterTemplate(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: CreateOrUpdateMasterTemplateBody,
): Promise<{ id: number }> {
  requireSuperAdmin(ctx);
  const items = validateTemplate(body);
  return inTransaction(db, async (trx) => {
    const values: TemplateValues = {
      name: body.name.trim(),
      kind: body.kind,
      template_type: body.templateType,
      status: body.status,
      updated_by: String(ctx.user.id),
    };
    let id: number;
    let before: unknown = null;
    if (body.id !== undefined) {
      const current = await lockTemplate(trx, body.id);
      if (!current || current.status === 2) throw new BusinessError('Template not found.');
      if (current.kind !== body.kind) throw new BusinessError('The kind of a template cannot be changed.');
      id = body.id;
      before = {
        name: current.name,
        kind: current.kind,
        templateType: current.template_type,
        status: current.status,
        items: await itemsOf(trx, id),
      };
      await updateTemplate(trx, id, values);
    } else {
      id = await insertTemplate(trx, values);
    }
    const existing = new Set(await selectTemplateItemIds(trx, id));
    const kept = new Set<number>();
    for (const item of items) {
      const { id: itemId, ...cols } = item;
      const row: TemplateItemValues = { ...cols, updated_by: String(ctx.user.id) };
      if (itemId !== undefined) {
        if (!existing.has(itemId))
          throw new BusinessError(`Item ${itemId} does not belong to this template.`);
        kept.add(itemId);
        await updateTemplateItem(trx, itemId, row);
      } else {
        await insertTemplateItem(trx, id, row);
      }
    }
    const removed = [...existing].filter((x) => !kept.has(x));
    if (removed.length) await deleteTemplateItems(trx, removed);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: body.id === undefined ? 'template.create' : 'template.update',
      entity: 'master_template',
      entityId: id,
      before,
      after: {
        name: values.name,
        kind: values.kind,
        templateType: values.template_type,
        status: values.status,
        items: await itemsOf(trx, id),
      },
    });
    return { id };
  });
}
