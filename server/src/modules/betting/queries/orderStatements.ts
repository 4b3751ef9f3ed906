import type { PackageType } from '@drawdesk/shared-kernel/domain';
import type { BetLineRow, BetShareRow } from '@drawdesk/shared-kernel/domain/betting';
import { sql, type RawBuilder } from 'kysely';
import { sessionStillSql } from '../../../auth/sessionStore';
import { preparedAs } from '../../../db/namedStatements';
import type { Db } from '../../../db/connection';
import type { DrawCutoffRow } from '../../pools';
import type { PackageRateRow } from '../../configuration';
import { DEFAULT_PACKAGES_KEY, defaultPackageIdsFrom } from '../../configuration';
import type { PayoutAdjustmentItem } from '../../configuration';
import type { RedNumberRow } from '../../configuration';
import { DEFAULT_SYSTEM_SETTINGS, SYSTEM_SETTINGS_KEY, type SystemSettings } from '../../configuration';
import { TICKET_NO_TOKEN, type PlaceOrderReply } from '../types';
import { upsertExposureCodes, upsertExposureNumbers } from './exposureSums';
import { compareUsage, usageMapKey, type UsageRef } from './limitUsage';

// The order pipeline's statements (docs/performance.md "Betting"): everything an order reads is
// read by two statements (one before parsing, one that also locks the usage rows), and everything
// it writes by one, so an order costs BEGIN, three statements and COMMIT (plus the unposted and
// queue rows when there are any). The lookups built from the rows are the same functions the
// areas' own loaders use (openDrawsFromRows, resolveAccountTerms, redNumberLookup, ...). The three
// are named prepared statements on PostgreSQL (preparedAs): parsed once per connection, and planned
// once when PostgreSQL finds the generic plan as good.

/** Where the statements run: a transaction (the locked pipeline) or the pool (each statement alone). */
export type Executor = Db;

/** One account of the bettor's path (root first) with its eat settings. */
export interface PathUserRow {
  id: number;
  username: string;
  role_id: number;
  status: string;
  company_id: number | null;
  path: number[];
  settings: unknown;
  position_taking: number | null;
  grouping: number | null;
  max_fight_limit: number | null;
  limits: Array<[number, string, number]>;
}

/**
 * The part of what an order reads before parsing that only a configuration change changes
 * (config_revisions 'order_context'): kept in memory between orders (configCache.ts).
 */
export interface OrderConfig {
  /** The bettor and every account above it (empty when the bettor does not exist). */
  users: PathUserRow[];
  system: SystemSettings;
  defaults: Partial<Record<PackageType, number>>;
  /**
   * The first DRAWS_PER_POOL draws of each of `pools` from `today` to `toDate` with the pool's
   * cutoff, by pool and date: a prefix of each pool's future draws (none for another pool), so a bet
   * string it cannot answer (another pool, a date past it, Dn past it) fails to parse with
   * BET_DRAW_CLOSED and the pipeline reads every draw.
   */
  draws: DrawCutoffRow[];
  /** Active red numbers of the path accounts overlapping `today`..`toDate`, by id. */
  red: RedNumberRow[];
  /** Active default-template items overlapping `today`..`toDate`, by id. */
  adjustments: PayoutAdjustmentItem[];
  /** The bettor's company has an active remote bet agent with posting on. */
  posting: boolean;
  /** currency_rates.rate of the currency named in the bettor's settings, if any. */
  currencyRate: number | null;
}

/** What the pipeline reads before parsing, in one statement. */
export interface OrderContext {
  /** The kept session named in the arguments is still as it was kept (true when none is named). */
  sessionOk: boolean;
  /** The stored reply of an earlier order with this key from this login. */
  prior: PlaceOrderReply | null;
  ticketId: number;
  /** config_revisions 'packages': package terms kept at this revision are current. */
  packagesRevision: string;
  /** The configuration, current at `configRevision` (config_revisions 'order_context'). */
  config: OrderConfig;
  configRevision: string;
  /** `config` was read by this statement (not the kept one). */
  configRead: boolean;
}

/** The configuration an order keeps from an earlier one (same bettor, day and pools) and its revision. */
export interface KeptOrderConfig {
  revision: string;
  config: OrderConfig;
}

/** Draws read per pool before parsing: D9 with today's draw already closed fits. */
export const DRAWS_PER_POOL = 12;

/**
 * The order key's stored reply, the ticket's number and id, the bettor's path accounts with their
 * eat settings and fight limits, the system and default-package settings, the next draws of each
 * pool with their cutoffs, red numbers, payout adjustments, posting and the currency rate.
 */
export async function readOrderContext(
  db: Executor,
  args: {
    bettorId: number;
    actorId: number;
    orderKey: string;
    today: string;
    toDate: string;
    /** The pools whose draws are read (the bet string's pool lines and the default pool). */
    pools: readonly number[];
    /** A kept session to check (sessionStillSql), or null. */
    session: { id: string; stamp: string } | null;
    /** Configuration read earlier for the same bettor, day and pools: not read again while current. */
    kept: KeptOrderConfig | null;
  },
): Promise<OrderContext> {
  const { bettorId, actorId, orderKey, today, toDate, pools, session, kept } = args;
  // Every configuration column is read only when the kept configuration is not current (an
  // uncorrelated subquery in a CASE branch runs only when the branch is taken).
  const unlessKept = (value: RawBuilder<unknown>) => sql`CASE WHEN rev.current THEN NULL ELSE ${value} END`;
  const { rows } = await sql<{
    session_ok: boolean;
    reply: PlaceOrderReply | null;
    ticket_id: string;
    users: PathUserRow[] | null;
    system: unknown;
    default_packages: unknown;
    draws: Array<[number, number, string, boolean, string, number, number]> | null;
    red: Array<[number, number, string[], number[], string, string, number | null]> | null;
    adjustments: Array<[number, number, string | null, string | null, number[], string[]]> | null;
    posting: boolean | null;
    currency_rate: number | null;
    packages_revision: string;
    config_revision: string;
    config_current: boolean | null;
  }>`${sql.raw(preparedAs('order_context'))}
    WITH chain AS (
      SELECT u.id, u.username, u.role_id, u.status, u.company_id, u.path, u.settings,
        e.position_taking, e.grouping, e.max_fight_limit,
        coalesce((SELECT json_agg(json_build_array(f.basis, f.limit_key, f.amount)) FROM account_fight_limits f
          WHERE f.user_id = u.id), '[]') AS limits
      FROM users u LEFT JOIN account_eat_settings e ON e.user_id = u.id
      WHERE u.id = ANY ((SELECT path FROM users WHERE id = ${bettorId})::bigint[])
    )
    SELECT ${sessionStillSql(session?.id ?? null, session?.stamp ?? null)} AS session_ok,
      (SELECT reply FROM tickets WHERE actor_id = ${actorId} AND order_key = ${orderKey}) AS reply,
      nextval('tickets_id_seq')::text AS ticket_id,
      ${unlessKept(sql`(SELECT json_agg(c) FROM chain c)`)} AS users,
      ${unlessKept(sql`(SELECT value FROM app_settings WHERE key = ${SYSTEM_SETTINGS_KEY})`)} AS system,
      ${unlessKept(sql`(SELECT value FROM app_settings WHERE key = ${DEFAULT_PACKAGES_KEY})`)} AS default_packages,
      ${unlessKept(sql`(SELECT json_agg(json_build_array(d.id, c.pool_id, d.draw_date, d.first_result_at IS NULL,
          d.result_status, c.hour, c.minute) ORDER BY c.pool_id, d.draw_date)
        FROM pool_cutoffs c CROSS JOIN LATERAL (
          SELECT d.id, d.draw_date, d.first_result_at, d.result_status FROM draws d
          WHERE d.pool_id = c.pool_id AND d.draw_date >= ${today}::date AND d.draw_date <= ${toDate}::date
          ORDER BY d.draw_date LIMIT ${DRAWS_PER_POOL}) d
        -- Not c.pool_id = ANY (...): that estimate differs between the generic plan and the custom
        -- ones, and PostgreSQL would then plan this statement on every call.
        WHERE array_position(${pools}::smallint[], c.pool_id) IS NOT NULL)`)} AS draws,
      ${unlessKept(sql`(SELECT json_agg(json_build_array(r.id, r.owner_id, r.numbers, r.pools, r.date_from, r.date_to,
          r.fight_limit) ORDER BY r.id)
        FROM red_numbers r
        WHERE r.status = 1 AND r.owner_id IN (SELECT id FROM chain)
          AND r.date_from <= ${toDate}::date AND r.date_to >= ${today}::date)`)} AS red,
      ${unlessKept(sql`(SELECT json_agg(json_build_array(i.value, i.operator, i.date_from, i.date_to, i.pools, i.codes)
          ORDER BY i.id)
        FROM master_template_items i JOIN master_templates t ON t.id = i.template_id
        WHERE t.kind = 1 AND t.status = 1 AND i.status = 1
          AND (i.date_from IS NULL OR i.date_from <= ${toDate}::date)
          AND (i.date_to IS NULL OR i.date_to >= ${today}::date))`)} AS adjustments,
      ${unlessKept(sql`EXISTS (SELECT 1 FROM remote_bet_agents a JOIN users b ON a.company_id = b.company_id
        WHERE b.id = ${bettorId} AND a.status = 1 AND a.post_enabled)`)} AS posting,
      ${unlessKept(sql`(SELECT r.rate FROM currency_rates r JOIN users b ON r.currency = b.settings ->> 'currency'
        WHERE b.id = ${bettorId})`)} AS currency_rate,
      rev.revision::text AS config_revision, rev.current AS config_current,
      (SELECT revision::text FROM config_revisions WHERE name = 'packages') AS packages_revision
    FROM (SELECT revision, revision = ${kept?.revision ?? null}::bigint AS current FROM config_revisions
      WHERE name = 'order_context') rev`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('order context missing');
  const perOrder = {
    sessionOk: row.session_ok,
    prior: row.reply,
    ticketId: Number(row.ticket_id),
    packagesRevision: row.packages_revision,
    configRevision: row.config_revision,
  };
  if (row.config_current === true && kept) return { ...perOrder, config: kept.config, configRead: false };
  const stored = row.system && typeof row.system === 'object' ? (row.system as Partial<SystemSettings>) : {};
  const config: OrderConfig = {
    users: row.users ?? [],
    // As readSystemSettings: the stored settings over the defaults.
    system: { ...DEFAULT_SYSTEM_SETTINGS, ...stored },
    defaults: defaultPackageIdsFrom(row.default_packages),
    draws: (row.draws ?? []).map(([id, pool_id, draw_date, noResult, result_status, hour, minute]) => ({
      id,
      pool_id,
      draw_date,
      first_result_at: noResult ? null : true,
      result_status,
      hour,
      minute,
    })),
    red: (row.red ?? []).map(([id, owner_id, numbers, pools, date_from, date_to, fight_limit]) => ({
      id,
      owner_id,
      numbers,
      pools,
      date_from,
      date_to,
      fight_limit,
    })),
    adjustments: (row.adjustments ?? []).map(([value, operator, date_from, date_to, pools, codes]) => ({
      value,
      operator,
      date_from,
      date_to,
      pools,
      codes,
    })),
    posting: row.posting === true,
    currencyRate: row.currency_rate === null ? null : Number(row.currency_rate),
  };
  return { ...perOrder, config, configRead: true };
}

/** What the pipeline reads once it knows the order's usage rows (readUsage). */
export interface UsageRead {
  /** What each usage row has used (by usageMapKey); a row not yet created is missing (0). */
  used: Map<string, number>;
  queued: Array<{ draw_id: number; number: string; code: string | null }>;
  /** The rates of every code of the active packages asked for. */
  packages: PackageRateRow[];
  /** config_revisions 'packages' as the packages were read. */
  packagesRevision: string;
}

/**
 * Reads what the usage rows have used, in the same statement the numbers queued for the company on
 * these draws and numbers, and the active packages among `packageIds` with the rates of every code
 * (a package without rates still gives a row, with a null code) and the packages revision.
 * `lock`: the rows are locked (created at 0 when missing) in the fixed key order, as lockUsage does,
 * so nothing changes them before the transaction ends; without it they are read as they are, and
 * the write checks that they have not changed (writeOrder).
 */
export async function readUsage(
  db: Executor,
  refs: readonly UsageRef[],
  queue: { companyId: number; drawIds: readonly number[]; numbers: readonly string[] } | null,
  packageIds: readonly number[],
  lock: boolean,
): Promise<UsageRead> {
  const sorted = [...refs].sort(compareUsage);
  // Every list comes as JSON, so the generic plan's estimates are the custom plans' and PostgreSQL
  // keeps the generic plan (arrays and unnest would be estimated by their length on every call).
  const rowsOfRefs = sql`SELECT * FROM json_to_recordset(${JSON.stringify(
    sorted.map((r, ord) => ({
      ord,
      user_id: r.userId,
      draw_id: r.drawId,
      basis: r.basis,
      limit_key: r.limitKey,
    })),
  )}::json) AS v (ord int, user_id bigint, draw_id bigint, basis smallint, limit_key text)`;
  const usageRows = lock
    ? sql`INSERT INTO limit_usage (user_id, draw_id, basis, limit_key, used)
      SELECT user_id, draw_id, basis, limit_key, 0 FROM v ORDER BY ord
      ON CONFLICT (user_id, draw_id, basis, limit_key) DO UPDATE SET used = limit_usage.used
      RETURNING user_id, draw_id, basis, limit_key, used`
    : // One primary-key probe a row (LATERAL ... LIMIT 1): the plan is generic and kept, so a join
      // planned while limit_usage was small would scan it whole ever after.
      sql`SELECT v.user_id, v.draw_id, v.basis, v.limit_key, u.used FROM v CROSS JOIN LATERAL (
        SELECT u.used FROM limit_usage u WHERE u.user_id = v.user_id AND u.draw_id = v.draw_id
          AND u.basis = v.basis AND u.limit_key = v.limit_key LIMIT 1) u`;
  const { rows } = await sql<{
    used: Array<[number, number, number, string, number]> | null;
    queued: Array<[number, string, string | null]> | null;
    packages: Array<[number, string | null, number | null, number | null, number[] | null]> | null;
    packages_revision: string;
  }>`${sql.raw(preparedAs(lock ? 'order_lock_usage' : 'order_read_usage'))}
    WITH v AS (${rowsOfRefs}), usage AS (${usageRows})
    SELECT (SELECT json_agg(json_build_array(user_id, draw_id, basis, limit_key, used)) FROM usage) AS used,
      (SELECT json_agg(json_build_array(q.draw_id, q.number, q.code)) FROM number_queues q
        WHERE q.company_id = ${queue?.companyId ?? null}::bigint
          AND q.draw_id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(queue?.drawIds ?? [])}::json))
          AND q.number IN (SELECT value FROM json_array_elements_text(${JSON.stringify(queue?.numbers ?? [])}::json))) AS queued,
      (SELECT json_agg(json_build_array(p.id, r.code, r.base_rate, r.bet_rate, r.payouts))
        FROM packages p LEFT JOIN package_rates r ON r.package_id = p.id
        WHERE p.status = 1
          AND p.id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(packageIds)}::json))) AS packages,
      (SELECT revision::text FROM config_revisions WHERE name = 'packages') AS packages_revision`.execute(db);
  const row = rows[0];
  const used = new Map<string, number>();
  for (const [userId, drawId, basis, limitKey, value] of row?.used ?? [])
    used.set(usageMapKey({ userId, drawId, basis, limitKey }), Number(value));
  const queued = (row?.queued ?? []).map(([draw_id, number, code]) => ({ draw_id, number, code }));
  return {
    used,
    queued,
    packages: (row?.packages ?? []).map(([id, code, base_rate, bet_rate, payouts]) => ({
      id,
      code,
      base_rate,
      bet_rate,
      payouts,
    })),
    packagesRevision: row?.packages_revision ?? '',
  };
}

/** A bet line to write (the kernel's ticketRows builds them); `i` numbers the lines from 1. */
export type LineRow = BetLineRow;

/** A share row to write, on line `line` (LineRow.i). */
export type ShareRow = BetShareRow;

/** SQLSTATE of writeOrder when a usage row it was allocated on has changed since readUsage. */
export const USAGE_CHANGED = 'DDU01';
/** SQLSTATE of writeOrder when a line allocated as not queued is queued for the company now. */
export const QUEUE_CHANGED = 'DDQ01';
/** SQLSTATE of writeOrder when the bettor's credit does not cover the order. */
export const NOT_CHARGED = 'DDC01';

export interface OrderWrite {
  bettorId: number;
  actorId: number;
  net: number;
  /**
   * The usage the allocation added (delta > 0) to rows that had `expected` used when read: each is
   * written only if it still has `expected` (rows read under lock always have).
   */
  usage: ReadonlyArray<UsageRef & { expected: number; delta: number }>;
  ticket: {
    id: number;
    xid: string;
    orderingAgentId: number;
    companyId: number | null;
    source: string;
    /** The inbound API account that placed it (tickets.api_account_id); absent or null: none. */
    apiAccountId?: number | null;
    orderKey: string;
    betString: string;
    receipt: string;
    gross: number;
    isLate: boolean;
    firstDrawDate: string;
    lastDrawDate: string;
    reply: PlaceOrderReply;
  };
  lines: readonly LineRow[];
  shares: readonly ShareRow[];
  /** Amounts left unposted above the company (added to unposted_amounts). */
  unposted: ReadonlyArray<{ drawId: number; number: string; code: string; ibox: boolean; amount: number }>;
  /** Numbers to queue for the company (sold out); one already queued is left as it is. */
  queue: ReadonlyArray<{ drawId: number; number: string; code: string }>;
  companyId: number | null;
  queueReason: string;
  /**
   * What the order adds to the exposure aggregate (migration 0021): `demo` the bettor is a demo
   * account or sits under one; `ownRun` the bettor's own share rows count too (a run ticket: the
   * bettor is an agent running its own position, whose map nets it off). Absent: neither.
   */
  exposure?: { demo: boolean; ownRun: boolean };
}

/** The unposted rows' lock order: draw, number, code, then straight before ibox. */
const byDrawNumberCodeIbox = (
  a: { drawId: number; number: string; code: string; ibox: boolean },
  b: { drawId: number; number: string; code: string; ibox: boolean },
) => byDrawNumberCode(a, b) || Number(a.ibox) - Number(b.ibox);

const byDrawNumberCode = (
  a: { drawId: number; number: string; code: string },
  b: { drawId: number; number: string; code: string },
) =>
  a.drawId - b.drawId ||
  (a.number < b.number ? -1 : a.number > b.number ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * Writes an order in one statement: the usage added (each row only if it still has what the
 * allocation read), the conditional credit update of the bettor with its credit-log row, and only
 * when that charged: the ticket, its lines and shares, the unposted amounts and queued numbers,
 * and what its lines add to the map's exposure aggregate.
 * Raises USAGE_CHANGED, QUEUE_CHANGED or NOT_CHARGED (the statement then writes nothing) when a
 * usage row changed, a line not `blocked` is queued for the company or the credit does not cover
 * `net`. Rows are locked in one order: usage rows by key (the
 * bettor's row is updated only after every usage row is written), the bettor, then unposted
 * amounts by draw, number and code, then exposure rows by key (last, as a void takes them last);
 * the ticket rows are new.
 */
export async function writeOrder(db: Executor, w: OrderWrite): Promise<string> {
  const usage = w.usage.filter((c) => c.delta !== 0).sort(compareUsage);
  const t = w.ticket;
  const demo = sql`${w.exposure?.demo ?? false}::boolean`;
  const exposureLines = sql`FROM charged, sj s JOIN lj l ON l.i = s.line
      WHERE s.depth > 0 OR ${w.exposure?.ownRun ?? false}::boolean`;
  const { rows } = await sql<{
    written: boolean;
    ticket_no: string | null;
  }>`${sql.raw(preparedAs('order_write'))}
    WITH uv AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${JSON.stringify(
        usage.map((r, ord) => ({
          ord,
          user_id: r.userId,
          draw_id: r.drawId,
          basis: r.basis,
          limit_key: r.limitKey,
          expected: r.expected,
          delta: r.delta,
        })),
      )}::json) AS v (ord int, user_id bigint, draw_id bigint, basis smallint, limit_key text, expected bigint,
        delta bigint)
    ), usage AS (
      -- A missing row was read as 0 used (rows are never deleted), so it is created with the delta.
      INSERT INTO limit_usage AS u (user_id, draw_id, basis, limit_key, used)
      SELECT user_id, draw_id, basis, limit_key, delta FROM uv ORDER BY ord
      ON CONFLICT (user_id, draw_id, basis, limit_key) DO UPDATE SET used = u.used + excluded.used
      WHERE u.used = (SELECT uv.expected FROM uv WHERE uv.user_id = u.user_id AND uv.draw_id = u.draw_id
        AND uv.basis = u.basis AND uv.limit_key = u.limit_key)
      RETURNING 1
    ), lj AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${JSON.stringify(w.lines)}::json) AS l (i int, draw_id bigint, pool_id smallint,
        draw_date date, input_line int, number text, code text, kind smallint, limit_key text, requested bigint,
        stake bigint, ibox_divisor smallint, base_rate int, bet_rate int, payouts bigint[], package_id bigint,
        is_red boolean, net bigint, blocked boolean)
    ), charged AS (
      UPDATE users SET outstanding = outstanding + ${w.net}::bigint
      WHERE id = ${w.bettorId} AND (SELECT count(*) FROM usage) = ${usage.length}::int
        AND (credit_limit IS NULL OR credit_limit - outstanding - ${w.net}::bigint + balance >= 0)
      RETURNING id, company_id, coalesce(credit_limit, 0) - outstanding + balance AS post
    ), logged AS (
      INSERT INTO credit_log (company_id, user_id, actor_id, reason, amount, pre_balance, post_balance)
      SELECT company_id, id, ${w.actorId}, 'bet', ${-w.net}::bigint, post + ${w.net}::bigint, post FROM charged
    ), ticket AS (
      INSERT INTO tickets (id, ticket_no, xid, bettor_id, actor_id, ordering_agent_id, company_id, source, order_key,
        bet_string, receipt_string, gross, net, is_late, first_draw_date, last_draw_date, draw_ids, reply,
        api_account_id)
      -- The ticket number is taken here, only once the credit is charged (a refused order takes none),
      -- and put in place of the token in the receipt and the stored reply.
      SELECT ${t.id}::bigint, n.no, ${t.xid}, ${w.bettorId}::bigint, ${w.actorId}::bigint,
        ${t.orderingAgentId}::bigint, ${t.companyId}::bigint, ${t.source}, ${t.orderKey}, ${t.betString},
        replace(${t.receipt}, ${TICKET_NO_TOKEN}, n.no), ${t.gross}::bigint, ${w.net}::bigint, ${t.isLate},
        ${t.firstDrawDate}::date, ${t.lastDrawDate}::date,
        -- The draws its lines are in: its status is processed once they are all released.
        (SELECT array_agg(DISTINCT lj.draw_id ORDER BY lj.draw_id) FROM lj),
        replace(${JSON.stringify(t.reply)}, ${TICKET_NO_TOKEN}, n.no)::jsonb, ${t.apiAccountId ?? null}::bigint
      FROM charged CROSS JOIN LATERAL (SELECT nextval('ticket_no_seq')::text AS no) n
      RETURNING id, ticket_no
    ), numbered AS MATERIALIZED (
      -- Estimates alike for every call (no generate_series, no unnest), so one generic plan serves.
      SELECT nextval('bet_lines_id_seq') AS id, l.* FROM ticket, lj l
    ), lines AS (
      INSERT INTO bet_lines (id, ticket_id, bettor_id, draw_id, pool_id, draw_date, input_line, number, code, kind,
        limit_key, requested, stake, ibox_divisor, base_rate, bet_rate, payouts, package_id, is_red, net)
      SELECT l.id, ${t.id}::bigint, ${w.bettorId}::bigint, l.draw_id, l.pool_id, l.draw_date, l.input_line, l.number,
        l.code, l.kind, l.limit_key, l.requested, l.stake, l.ibox_divisor, l.base_rate, l.bet_rate, l.payouts,
        l.package_id, l.is_red, l.net
      FROM numbered l
    ), sj AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${JSON.stringify(w.shares)}::json) AS s (line int, user_id bigint, depth smallint,
        down_user_id bigint, draw_id bigint, pool_id smallint, draw_date date, in_amount bigint, eat bigint,
        out_amount bigint, rate int, payouts bigint[], down_rate int, down_payouts bigint[], usage_keys text[])
    ), shares AS (
      INSERT INTO bet_shares (bet_line_id, user_id, depth, down_user_id, draw_id, pool_id, draw_date, in_amount, eat,
        out_amount, rate, payouts, down_rate, down_payouts, usage_keys)
      SELECT l.id, s.user_id, s.depth, s.down_user_id, s.draw_id, s.pool_id, s.draw_date, s.in_amount, s.eat,
        s.out_amount, s.rate, s.payouts, s.down_rate, s.down_payouts, s.usage_keys
      FROM sj s JOIN numbered l ON l.i = s.line
    ), unposted AS (
      -- Keyed with ibox: an ibox line's amount is laid off as ibox (under its sorted digits).
      INSERT INTO unposted_amounts (company_id, draw_id, number, code, ibox, amount)
      SELECT ${w.companyId}::bigint, r.draw_id, r.number, r.code, r.ibox, r.amount
      FROM charged, json_to_recordset(${JSON.stringify(
        [...w.unposted].sort(byDrawNumberCodeIbox).map((r, ord) => ({
          ord,
          draw_id: r.drawId,
          number: r.number,
          code: r.code,
          ibox: r.ibox,
          amount: r.amount,
        })),
      )}::json) AS r (ord int, draw_id bigint, number text, code text, ibox boolean, amount bigint)
      ORDER BY r.ord
      ON CONFLICT (company_id, draw_id, number, code, ibox) DO UPDATE SET amount = unposted_amounts.amount + excluded.amount
    ), queued AS (
      -- As queueNumber, for every row at once.
      INSERT INTO number_queues (company_id, draw_id, number, code, reason, created_by)
      SELECT ${w.companyId}::bigint, q.draw_id, q.number, q.code,
        replace(${w.queueReason}, ${TICKET_NO_TOKEN}, (SELECT ticket_no FROM ticket)), ${w.actorId}::bigint
      FROM charged, json_to_recordset(${JSON.stringify(
        [...w.queue]
          .sort(byDrawNumberCode)
          .map((r, ord) => ({ ord, draw_id: r.drawId, number: r.number, code: r.code })),
      )}::json) AS q (ord int, draw_id bigint, number text, code text)
      ORDER BY q.ord
      ON CONFLICT (company_id, draw_id, number, coalesce(code, '')) DO NOTHING
    ), exposure AS (
      -- The map's aggregate (migration 0021), last and in key order: a share row at depth >= 1 adds
      -- its line's stake, r_D x in, in, eat and r_D x eat (half up per row); a run ticket's own row
      -- (depth 0) its stake and net. Keyed by the digits the code bets on (ibox: the number typed).
      INSERT INTO exposure AS e (user_id, draw_id, number, code, ibox, demo, sale_gross, sale_net, in_amount, eat,
        eat_net, own_stake, own_net)
      SELECT s.user_id, s.draw_id, CASE WHEN l.kind = 3 THEN l.number ELSE l.limit_key END, l.code, l.kind = 3,
        ${w.exposure?.demo ?? false}::boolean,
        sum(CASE WHEN s.depth > 0 THEN l.stake ELSE 0 END),
        sum(CASE WHEN s.depth > 0 THEN (2 * s.down_rate::bigint * s.in_amount + 10000) / 20000 ELSE 0 END),
        sum(s.in_amount), sum(s.eat),
        sum(CASE WHEN s.depth > 0 THEN (2 * s.down_rate::bigint * s.eat + 10000) / 20000 ELSE 0 END),
        sum(CASE WHEN s.depth = 0 THEN l.stake ELSE 0 END), sum(CASE WHEN s.depth = 0 THEN l.net ELSE 0 END)
      FROM charged, sj s JOIN lj l ON l.i = s.line
      WHERE s.depth > 0 OR ${w.exposure?.ownRun ?? false}::boolean
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (user_id, draw_id, number, code, ibox, demo) DO UPDATE SET
        sale_gross = e.sale_gross + excluded.sale_gross, sale_net = e.sale_net + excluded.sale_net,
        in_amount = e.in_amount + excluded.in_amount, eat = e.eat + excluded.eat, eat_net = e.eat_net + excluded.eat_net,
        own_stake = e.own_stake + excluded.own_stake, own_net = e.own_net + excluded.own_net
    ), exposure_nums AS (
      -- The same sums per map number and code digits (migration 0024: the map ranks numbers on
      -- them), then per code on this connection's stripe (migration 0027: the map's code totals),
      -- after the exposure rows and in key order, as the void takes them off.
      ${upsertExposureNumbers('', demo, exposureLines)}
    ), exposure_code_sums AS (
      ${upsertExposureCodes('', demo, exposureLines)}
    )
    -- CASE: the usage and the queue are checked before the credit (either may change the order's cost).
    SELECT CASE WHEN dd_require((SELECT count(*) FROM usage) = ${usage.length}::int, ${USAGE_CHANGED},
        'The limit usage changed since it was read.')
      AND dd_require(NOT EXISTS (SELECT 1 FROM lj l JOIN number_queues q ON q.company_id = ${w.companyId}::bigint
          AND q.draw_id = l.draw_id AND q.number = l.number AND (q.code IS NULL OR q.code = l.code)
          WHERE NOT l.blocked), ${QUEUE_CHANGED}, 'A number of the order was queued since it was read.')
      THEN dd_require(EXISTS (SELECT 1 FROM charged), ${NOT_CHARGED}, 'The credit does not cover the order.')
      END AS written, (SELECT ticket_no FROM ticket) AS ticket_no`.execute(db);
  const ticketNo = rows[0]?.ticket_no;
  if (!ticketNo) throw new Error('order written without a ticket number');
  return ticketNo;
}
