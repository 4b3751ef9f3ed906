/** Pure rules of the win/loss family screens: the US line subtotals, which rows drill down. */
import type { UsLineFigures, UsLineRow } from '@drawdesk/shared-kernel/contract';
import type { OverallItem } from '@drawdesk/shared-kernel/ui';
import { isDrillable } from '../frame/model';

/** The figures of a US line row, in column order. */
export const US_LINE_FIGURES: readonly (keyof UsLineFigures)[] = [
  'ticketCount',
  'turnover',
  'netAmount',
  'commission',
  'payout',
  'winLoss',
  'ownWinLoss',
  'uplineWinLoss',
];

/** A row of the US line table: one pool of a downline, or the downline's subtotal (poolId null). */
export type UsLineTableRow = Omit<UsLineRow, 'poolId'> & { poolId: number | null };

const cents = (units: number) => Math.round(units * 100) / 100;

/**
 * The US line rows with a subtotal after each downline's pool rows (the sum of its rows, to the
 * cent), downlines in the order they first come (the server's: by username, then pool).
 */
export function withSubtotals(rows: readonly UsLineRow[]): UsLineTableRow[] {
  const groups = new Map<number, UsLineRow[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  const out: UsLineTableRow[] = [];
  for (const group of groups.values()) {
    const first = group[0] as UsLineRow;
    const subtotal: UsLineTableRow = { ...first, poolId: null };
    for (const field of US_LINE_FIGURES) subtotal[field] = cents(group.reduce((sum, r) => sum + r[field], 0));
    // Tickets do not add up over pools: a ticket on two pools is one ticket of the downline.
    subtotal.ticketCount = first.accountTicketCount;
    out.push(...group, subtotal);
  }
  return out;
}

/**
 * A row's role when the reply carries one; a win/loss row without it may have downlines (its
 * drill-down answers no rows when it has none).
 */
export const roleOf = (row: object): number | undefined => {
  const role = (row as { userRoleId?: unknown }).userRoleId;
  return typeof role === 'number' ? role : undefined;
};

/** Whether a win/loss row views its account's downlines when clicked (else it opens its lines). */
export const drillsDown = (row: object): boolean => isDrillable(roleOf(row));

/** Labels of the overall strip's own figures (the viewer's own win/loss and payout). */
const OWN_LABELS: ReadonlySet<string> = new Set(['col.ownWinLoss', 'col.myResult', 'col.ownPayout']);

/**
 * The overall strip shows the viewer's own figures. A viewer that takes no share (super admin, IT
 * admin: `ownPosition` false) has none: its rows are each company's own view, whose own win/loss is
 * the companies' figure, not the viewer's. Its own items show 0 under a label that says so (the
 * kernel's NO_OWN_POSITION, in every table's namespaces).
 */
export function ownStrip(o: { ownPosition?: boolean }, items: readonly OverallItem[]): OverallItem[] {
  if (o.ownPosition !== false) return [...items];
  return items.map((item) => (OWN_LABELS.has(item.label) ? { label: 'NO_OWN_POSITION', value: 0 } : item));
}
