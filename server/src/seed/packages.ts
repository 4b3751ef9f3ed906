import { BET_CODES, OFFICIAL_PAYOUTS, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import type { PackageType } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { DemoContext } from './context';
import type { Trx } from '../db/retry';
import { DEFAULT_PACKAGES_KEY } from '../modules/configuration';
import { codesOfType, poolsOfType } from '../modules/configuration';

interface DemoPackage {
  name: string;
  description: string;
  type: PackageType;
  isRed?: boolean;
  owner: string;
  /** Bet rate per 10,000 of every code (base rate 1.0000). */
  betRate: number;
  /** Payout table per code (default the official one). */
  payouts?: (code: BetCode) => readonly number[];
}

/** Red numbers pay half the official figures in the demo red package. */
const halfOfficial = (code: BetCode) => OFFICIAL_PAYOUTS[code].map((c) => Math.round(c / 2));

const PACKAGES: readonly DemoPackage[] = [
  {
    name: 'Official Malaysia',
    description: 'Official payouts (DOMAIN 5) at rate 1.0000',
    type: 0,
    owner: 'admin',
    betRate: 10_000,
  },
  { name: 'GD Official', description: 'GD pool at rate 1.0000', type: 2, owner: 'admin', betRate: 10_000 },
  {
    name: '9Lotto Official',
    description: '9Lotto pool at rate 1.0000',
    type: 3,
    owner: 'admin',
    betRate: 10_000,
  },
  {
    name: 'Red Half',
    description: 'Red numbers: half the official payouts',
    type: 0,
    isRed: true,
    owner: 'admin',
    betRate: 10_000,
    payouts: halfOfficial,
  },
  { name: 'Company 0.70', description: 'demo_co', type: 0, owner: 'admin', betRate: 7_000 },
  { name: 'Shareholder 0.72', description: 'demo_sh', type: 0, owner: 'demo_co', betRate: 7_200 },
  { name: 'Master 0.74', description: 'demo_ma', type: 0, owner: 'demo_co', betRate: 7_400 },
  { name: 'Agent 0.75', description: 'demo_ag', type: 0, owner: 'demo_co', betRate: 7_500 },
  { name: 'Player 0.80', description: 'demo players', type: 0, owner: 'demo_co', betRate: 8_000 },
];

/** Normal package of each demo account (the undercut rule holds down the tree: 0.70 <= 0.72 <= ...). */
const ASSIGNED: ReadonlyArray<readonly [string, string]> = [
  ['demo_co', 'Company 0.70'],
  ['demo_sh', 'Shareholder 0.72'],
  ['demo_ma', 'Master 0.74'],
  ['demo_ag', 'Agent 0.75'],
  ['demo_p1', 'Player 0.80'],
  ['demo_p2', 'Player 0.80'],
];

/**
 * Demo packages (API.md "Demo data"): the official Malaysian package as the default normal package,
 * GD and 9Lotto defaults, a red package, and a package per level of the demo tree; demo_co can edit packages.
 */
export async function seedPackagesDemo(trx: Trx, ctx: DemoContext): Promise<void> {
  const idOf = (username: string) => {
    const id = ctx.userIds.get(username);
    if (id === undefined) throw new Error(`demo packages: no account ${username}`);
    return id;
  };
  const ids = new Map<string, number>();
  for (const p of PACKAGES) {
    const row = await trx
      .insertInto('packages')
      .values({
        name: p.name,
        description: p.description,
        package_type: p.type,
        is_red: p.isRed ?? false,
        pools: poolsOfType(p.type),
        owner_id: String(idOf(p.owner)),
        updated_by: String(idOf(p.owner)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.name, Number(row.id));
    const codes = codesOfType(p.type);
    await trx
      .insertInto('package_rates')
      .values(
        BET_CODES.filter((c) => codes.includes(c)).map((code) => ({
          package_id: row.id,
          code,
          base_rate: 10_000,
          bet_rate: p.betRate,
          payouts: [...(p.payouts ?? ((c: BetCode) => OFFICIAL_PAYOUTS[c]))(code)],
        })),
      )
      .execute();
  }
  const pkg = (name: string) => ids.get(name) as number;
  const defaults = JSON.stringify({
    0: pkg('Official Malaysia'),
    2: pkg('GD Official'),
    3: pkg('9Lotto Official'),
  });
  await trx
    .insertInto('app_settings')
    .values({ key: DEFAULT_PACKAGES_KEY, value: defaults })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: defaults }))
    .execute();
  for (const [username, name] of ASSIGNED) {
    const patch = JSON.stringify({ normal: pkg(name) });
    await trx
      .updateTable('users')
      .set({
        settings: sql`jsonb_set(settings, '{packageIds}', coalesce(settings -> 'packageIds', '{}'::jsonb) || ${patch}::jsonb)`,
      })
      .where('id', '=', String(idOf(username)))
      .execute();
  }
  await trx
    .updateTable('users')
    .set({ settings: sql`settings || '{"canEditPackage": true}'::jsonb` })
    .where('id', '=', String(idOf('demo_co')))
    .execute();
}
