/** Pure state of the package editor: rows per bet code, checks, and the CreateOrUpdatePackage body. */
import type { CodeRates, CreateOrUpdatePackageBody, PackageDetail } from '@drawdesk/shared-kernel/contract';
import { POOLS, type Game, type PackageType } from '@drawdesk/shared-kernel/domain';
import {
  BET_CODE_INFO,
  BET_CODES,
  OFFICIAL_PAYOUTS,
  type BetCode,
} from '@drawdesk/shared-kernel/domain/betting';

export const PACKAGE_TYPES: readonly PackageType[] = [0, 2, 3];
export const GAMES: readonly Game[] = ['4D', '3D', '2D', '5D', '6D'];

/** Pools of a package type: normal 1-7, GD 8, 9Lotto 9. */
export const poolsOfType = (type: PackageType) => POOLS.filter((p) => p.packageType === type);

/** Codes a pool of the type offers (5D and 6D: normal only). */
export function codesOfType(type: PackageType): BetCode[] {
  const games = new Set(poolsOfType(type).flatMap((p) => p.games));
  return BET_CODES.filter((c) => games.has(BET_CODE_INFO[c].game));
}

export type RateRow = {
  on: boolean;
  baseRate: string;
  betRate: string;
  payouts: string[];
};
export type RateRows = Partial<Record<BetCode, RateRow>>;

/** The editor's values (a type, not an interface, so it reads as formik's values). */
export type EditorState = {
  packageId?: number;
  name: string;
  description: string;
  type: PackageType;
  isRed: boolean;
  pools: number[];
  status: 0 | 1;
  rows: RateRows;
};

const units = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

/** A new package: every code of the type at rate 1 with the official payouts. */
export function newRows(type: PackageType): RateRows {
  const rows: RateRows = {};
  for (const code of codesOfType(type))
    rows[code] = { on: true, baseRate: '1', betRate: '1', payouts: OFFICIAL_PAYOUTS[code].map(units) };
  return rows;
}

export function newEditor(type: PackageType = 0): EditorState {
  return { name: '', description: '', type, isRed: false, pools: [], status: 1, rows: newRows(type) };
}

/** Editor state from GetPackageDetailById: codes the package lacks are shown unused with official figures. */
export function editorFromDetail(d: PackageDetail): EditorState {
  const rows = newRows(d.type);
  for (const code of codesOfType(d.type)) {
    const r: CodeRates | undefined = d.rates[code];
    rows[code] = r
      ? { on: true, baseRate: String(r.baseRate), betRate: String(r.betRate), payouts: r.payouts.map(String) }
      : { ...(rows[code] as RateRow), on: false };
  }
  return {
    packageId: d.packageId,
    name: d.name,
    description: d.description,
    type: d.type,
    isRed: d.isRed,
    pools: d.pools,
    status: d.status === 0 ? 0 : 1,
    rows,
  };
}

const RATE_RE = /^\d{1,2}(\.\d{1,4})?$/;
const PAYOUT_RE = /^\d{1,7}(\.\d{1,2})?$/;

export function rateError(text: string): boolean {
  const v = Number(text);
  return !RATE_RE.test(text.trim()) || !(v > 0 && v <= 10);
}
export const payoutError = (text: string) => !PAYOUT_RE.test(text.trim());

/** Field errors by key ('name', 'codes', `${code}.baseRate|betRate|payout.i`) as i18n keys. */
export function validateEditor(s: EditorState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (s.name.trim() === '') errors.name = 'detail.nameRequired';
  const used = Object.entries(s.rows).filter(([, r]) => r?.on) as [BetCode, RateRow][];
  if (used.length === 0) errors.codes = 'detail.noCodes';
  for (const [code, r] of used) {
    if (rateError(r.baseRate)) errors[`${code}.baseRate`] = 'detail.invalidRate';
    if (rateError(r.betRate)) errors[`${code}.betRate`] = 'detail.invalidRate';
    else if (!rateError(r.baseRate) && Number(r.betRate) > Number(r.baseRate))
      errors[`${code}.betRate`] = 'detail.betAboveBase';
    r.payouts.forEach((p, i) => {
      if (payoutError(p)) errors[`${code}.payout.${i}`] = 'detail.invalidPayout';
    });
  }
  return errors;
}

export function toPackageBody(s: EditorState): CreateOrUpdatePackageBody {
  const rates: Record<string, CodeRates> = {};
  for (const code of BET_CODES) {
    const r = s.rows[code];
    if (r?.on)
      rates[code] = {
        baseRate: Number(r.baseRate),
        betRate: Number(r.betRate),
        payouts: r.payouts.map(Number),
      };
  }
  return {
    ...(s.packageId !== undefined ? { packageId: s.packageId } : {}),
    name: s.name.trim(),
    description: s.description.trim(),
    type: s.type,
    isRed: s.isRed,
    pools: [...s.pools].sort((a, b) => a - b),
    status: s.status,
    rates,
  };
}
