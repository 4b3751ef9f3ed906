/**
 * Pure rules of the dashboard blocks (no React, no I/O): which blocks an account sees, the
 * countdown to a cutoff, the server clock offset. Rules: docs/reports-rules.md "Dashboard".
 */
import type { LoginUserData, NextDraw } from '@drawdesk/shared-kernel/contract';
import { BUSINESS_UTC_OFFSET_MINUTES } from '@drawdesk/shared-kernel/domain';
import { findRoute, PATHS } from '@drawdesk/shared-kernel/routes';
import { canSeeRoute, mayCall, type RouteUser } from '@drawdesk/shared-kernel/domain/access';

/** Data blocks refresh this often (the countdown ticks each second on its own). */
export const REFRESH_MS = 30_000;
/** Results change a few times a day. */
export const RESULTS_REFRESH_MS = 60_000;
/** Numbers of the exposure block. */
export const TOP_NUMBERS = 10;

export interface DashboardBlocks {
  nextDraws: boolean;
  sales: boolean;
  topNumbers: boolean;
  results: boolean;
}

type BlockUser = RouteUser & Pick<LoginUserData, 'userId' | 'accessString'>;

/**
 * The blocks an account may see, by the rules the server applies to their calls (the kernel's: the
 * call-access table for a sub-account, the report routes' rules); the credit and the announcements
 * are every login's:
 * - next draws: every main account; a sub-account holding any function (the draw look-ups);
 * - today's sales: the sales summary's route (Group Sales Report; a sub-account also needs it in its
 *   report access; role and temporary disables);
 * - top numbers: the map report's route (Map Report, likewise);
 * - last results: main accounts only, as the result read (no function opens it to a sub-account).
 */
export function dashboardBlocks(user: BlockUser): DashboardBlocks {
  const caller = { id: user.userId, isSubAccount: user.mainAccount !== '', accessString: user.accessString };
  const may = (path: string) => {
    const route = findRoute(path);
    return route !== undefined && canSeeRoute(user, route);
  };
  return {
    nextDraws: mayCall(caller, 'GET /api/Pools/GetNextDraws'),
    sales: may(PATHS.salesSummary),
    topNumbers: may(PATHS.mapReport),
    results: mayCall(caller, 'GET /api/Result/GetLatestResults'),
  };
}

/**
 * How far the server's clock is ahead of the browser's (ms), from the server time of a reply and
 * the browser time it arrived at: a countdown counts on the server's clock.
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds until the cutoff on the server's clock (never below 0). */
export function msUntil(cutoffAt: string, browserNow: number, offset: number): number {
  return Math.max(0, Date.parse(cutoffAt) - (browserNow + offset));
}

/** 'HH:MM:SS' under a day, else the whole days and 'HH:MM:SS' (days label from `days`). */
export function formatCountdown(ms: number, days: (count: number) => string): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const d = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return d > 0 ? `${days(d)} ${hms}` : hms;
}

/** A cutoff instant as business time 'HH:MM' (Asia/Kuala_Lumpur, whatever the browser's zone). */
export function businessClock(iso: string): string {
  const at = new Date(Date.parse(iso) + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return at.toISOString().slice(11, 16);
}

/** The draw date the exposure block reads: the date of the first draw to close, or null. */
export function topNumbersDate(draws: readonly NextDraw[]): string | null {
  return draws[0]?.drawDate ?? null;
}
