import { sql, type RawBuilder } from 'kysely';

// What an order adds to the map's aggregates (migrations 0021, 0024, 0027) and a void takes off,
// from share rows `s` of lines `l`: a share row at depth >= 1 adds its line's stake, r_D x in, eat
// and r_D x eat (half up per row); a run ticket's own row (depth 0) its stake and net. The per-number
// (exposure_numbers) and per-code (exposure_codes) rows hold these six sums.

/** The six sums, in the column order of EXPOSURE_SUM_COLUMNS; `sign` '-' takes them off. */
const exposureSums = (sign: '' | '-'): RawBuilder<unknown> =>
  sql.raw(`${sign}sum(CASE WHEN s.depth > 0 THEN l.stake ELSE 0 END),
    ${sign}sum(CASE WHEN s.depth > 0 THEN (2 * s.down_rate::bigint * s.in_amount + 10000) / 20000 ELSE 0 END),
    ${sign}sum(s.eat),
    ${sign}sum(CASE WHEN s.depth > 0 THEN (2 * s.down_rate::bigint * s.eat + 10000) / 20000 ELSE 0 END),
    ${sign}sum(CASE WHEN s.depth = 0 THEN l.stake ELSE 0 END), ${sign}sum(CASE WHEN s.depth = 0 THEN l.net ELSE 0 END)`);

/** The columns the six sums go to. */
const EXPOSURE_SUM_COLUMNS = sql.raw('sale_gross, sale_net, eat, eat_net, own_stake, own_net');

/** ON CONFLICT ... DO UPDATE SET of the six sums onto the row aliased `alias`. */
const addExposureSums = (alias: string): RawBuilder<unknown> =>
  sql.raw(
    ['sale_gross', 'sale_net', 'eat', 'eat_net', 'own_stake', 'own_net']
      .map((c) => `${c} = ${alias}.${c} + excluded.${c}`)
      .join(', '),
  );

/** The map number of line `l` (an ibox line's number as typed) and the digits its code bets on. */
const MAP_NUMBER_AND_DIGITS = sql.raw(`CASE WHEN l.kind = 3 THEN l.number ELSE l.limit_key END,
  CASE WHEN l.code IN ('B', 'S') THEN 4 ELSE left(l.code, 1)::smallint END`);

/**
 * The exposure_codes stripe this connection writes (migration 0027): orders on different
 * connections add to different rows of an account's code, unless their backends share a stripe.
 */
const EXPOSURE_STRIPE = sql.raw('(pg_backend_pid() % 256)::smallint');

/** Upserts the six sums of the share rows of `from` into `table` under `keys` (selected as `keyValues`), in key order. */
const upsertSums = (
  table: 'exposure_numbers' | 'exposure_codes',
  keys: string,
  keyValues: RawBuilder<unknown>,
  sign: '' | '-',
  from: RawBuilder<unknown>,
) => {
  const order = sql.raw(
    keys
      .split(', ')
      .map((_, i) => String(i + 1))
      .join(', '),
  );
  return sql`
  INSERT INTO ${sql.raw(table)} AS x (${sql.raw(keys)}, ${EXPOSURE_SUM_COLUMNS})
  SELECT ${keyValues}, ${exposureSums(sign)}
  ${from}
  GROUP BY ${order}
  ORDER BY ${order}
  ON CONFLICT (${sql.raw(keys)}) DO UPDATE SET ${addExposureSums('x')}`;
};

/**
 * What the share rows of `from` (a FROM ... WHERE giving share rows `s` of lines `l`) add to the
 * per-number sums (`sign` '-': take off), in key order. `demo` is the bettor's demo flag.
 */
export const upsertExposureNumbers = (sign: '' | '-', demo: RawBuilder<unknown>, from: RawBuilder<unknown>) =>
  upsertSums(
    'exposure_numbers',
    'user_id, draw_id, demo, number, digits',
    sql`s.user_id, s.draw_id, ${demo}, ${MAP_NUMBER_AND_DIGITS}`,
    sign,
    from,
  );

/** The same for the per-code sums, on this connection's stripe. */
export const upsertExposureCodes = (sign: '' | '-', demo: RawBuilder<unknown>, from: RawBuilder<unknown>) =>
  upsertSums(
    'exposure_codes',
    'user_id, draw_id, demo, code, stripe',
    sql`s.user_id, s.draw_id, ${demo}, l.code, ${EXPOSURE_STRIPE}`,
    sign,
    from,
  );
