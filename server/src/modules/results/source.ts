import { BUSINESS_UTC_OFFSET_MINUTES, businessDate, POOLS } from '@drawdesk/shared-kernel/domain';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { AreaDeps } from '../../areaDeps';
import type { JobDefinition } from '../../jobs/scheduler';
import { callRemote } from '../../http/outbound';
import { readSystemSettings } from '../configuration';
import { recordResultFetch, selectPoolsWithoutResult } from './queries';
import { saveResult } from './saveResult';

const Digits = (n: number) => Type.String({ pattern: `^\\d{${n}}$` });
/** One draw of the JSON feed (docs/settlement-rules.md): the SavePoolResult shape plus its pool and date. */
export const FeedDrawSchema = Type.Object({
  poolId: Type.Integer({ minimum: 1, maximum: 9 }),
  drawDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  first: Digits(4),
  second: Digits(4),
  third: Digits(4),
  starters: Type.Array(Digits(4), { minItems: 10, maxItems: 10 }),
  consolations: Type.Array(Digits(4), { minItems: 10, maxItems: 10 }),
  fiveD: Type.Optional(Type.Object({ first: Digits(5), second: Digits(5), third: Digits(5) })),
  sixD: Type.Optional(Type.Object({ first: Digits(6) })),
});
export type FeedDraw = Static<typeof FeedDrawSchema>;
export const FeedSchema = Type.Object({ draws: Type.Array(FeedDrawSchema) });

/** A place results come from: the results of the given pools for one business date (missing pools left out). */
export interface ResultSourceAdapter {
  readonly site: string;
  fetch(date: string, pools: readonly number[]): Promise<FeedDraw[]>;
}

export class FeedFormatError extends Error {}

export interface RetryOptions {
  /** Attempts in all (default 4). */
  attempts?: number;
  /** First wait; doubled after every failure (default 2 s). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The JSON feed: GET <site>?date=YYYY-MM-DD answers { draws: FeedDraw[] }. A network failure, a
 * timeout or a non-2xx status is retried with exponential backoff; a reply that is not the feed
 * format throws FeedFormatError at once (no retry, nothing saved). Every call goes through
 * callRemote, so each attempt is an api_logs row.
 */
export class JsonFeedAdapter implements ResultSourceAdapter {
  constructor(
    private readonly deps: Pick<AreaDeps, 'db'>,
    readonly site: string,
    private readonly retry: RetryOptions = {},
  ) {}

  async fetch(date: string, pools: readonly number[]): Promise<FeedDraw[]> {
    const url = `${this.site}${this.site.includes('?') ? '&' : '?'}date=${encodeURIComponent(date)}`;
    const attempts = this.retry.attempts ?? 4;
    const sleep = this.retry.sleep ?? defaultSleep;
    let delay = this.retry.baseDelayMs ?? 2_000;
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const reply = await callRemote(this.deps, { url, method: 'GET', region: 'result-source' });
      if (reply.ok) return parseFeed(reply.body, date, pools);
      lastError = reply.error ?? `HTTP ${reply.status ?? '?'}`;
      if (attempt < attempts) {
        await sleep(delay);
        delay *= 2;
      }
    }
    throw new Error(`${this.site}: ${lastError} after ${attempts} attempts`);
  }
}

/** The draws of the feed for that date and those pools; throws FeedFormatError for anything malformed. */
export function parseFeed(text: string, date: string, pools: readonly number[]): FeedDraw[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FeedFormatError('The feed is not JSON.');
  }
  if (!Value.Check(FeedSchema, json)) {
    const first = Value.Errors(FeedSchema, json).First();
    throw new FeedFormatError(`The feed is malformed at ${first?.path || '/'}: ${first?.message ?? ''}`);
  }
  return json.draws.filter((d) => d.drawDate === date && pools.includes(d.poolId));
}

/** GD and 9Lotto use the GD sites; the other pools the normal sites (SPEC 3). */
const GD_POOLS = new Set(POOLS.filter((p) => p.packageType !== 0).map((p) => p.id as number));

export interface ResultSourceOptions {
  /** Builds the adapter of a site (default: the JSON feed). */
  adapterFor?: (site: string) => ResultSourceAdapter;
  retry?: RetryOptions;
}

export interface ResultSourceSummary {
  date: string;
  skipped?: string;
  wanted: number;
  saved: number;
  errors: string[];
}

/**
 * The result-source job: from scrapeResultTime (business time) on, today's draws with no result
 * whose cutoff passed are fetched from the configured sites in order, and each result found is
 * saved through saveResult as a pending result (validated and released by a person, never here).
 */
export async function runResultSource(
  deps: AreaDeps,
  opts: ResultSourceOptions = {},
): Promise<ResultSourceSummary> {
  const settings = await readSystemSettings(deps.db);
  const now = deps.clock.now();
  const date = businessDate(now);
  const summary: ResultSourceSummary = { date, wanted: 0, saved: 0, errors: [] };
  const [hh, mm] = settings.scrapeResultTime.split(':').map(Number);
  const local = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  if (local.getUTCHours() * 60 + local.getUTCMinutes() < (hh ?? 0) * 60 + (mm ?? 0)) {
    summary.skipped = `before ${settings.scrapeResultTime}`;
    return summary;
  }
  const missing = new Set(await selectPoolsWithoutResult(deps.db, date));
  summary.wanted = missing.size;
  const adapterFor = opts.adapterFor ?? ((site: string) => new JsonFeedAdapter(deps, site, opts.retry));
  const groups: [string[], (id: number) => boolean][] = [
    [settings.scrapeResultSitesNormal, (id) => !GD_POOLS.has(id)],
    [settings.scrapeResultSitesGd, (id) => GD_POOLS.has(id)],
  ];
  for (const [sites, inGroup] of groups) {
    for (const site of sites) {
      const pools = [...missing].filter(inGroup);
      if (pools.length === 0) break;
      let draws: FeedDraw[];
      try {
        draws = await adapterFor(site).fetch(date, pools);
      } catch (error) {
        summary.errors.push(error instanceof Error ? error.message : String(error));
        continue;
      }
      for (const draw of draws) {
        if (!missing.has(draw.poolId)) continue;
        const { poolId, drawDate, first, second, third, starters, consolations, fiveD, sixD } = draw;
        try {
          await saveResult(deps, null, {
            drawDate,
            poolId,
            first,
            second,
            third,
            starters,
            consolations,
            ...(fiveD ? { fiveD } : {}),
            ...(sixD ? { sixD } : {}),
          });
          missing.delete(poolId);
          summary.saved += 1;
          await recordFetch(deps, drawDate, poolId, site, 'saved', '');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          summary.errors.push(`${site} pool ${poolId}: ${message}`);
          await recordFetch(deps, drawDate, poolId, site, 'failed', message);
        }
      }
    }
  }
  return summary;
}

async function recordFetch(
  { db }: AreaDeps,
  drawDate: string,
  poolId: number,
  site: string,
  status: 'saved' | 'failed',
  message: string,
): Promise<void> {
  await recordResultFetch(db, { drawDate, poolId, site, status, message });
}

export const resultSourceJob: JobDefinition = {
  name: 'result-source',
  label: 'Result source',
  everyMs: 5 * 60_000,
  async run(deps) {
    const s = await runResultSource(deps);
    if (s.skipped) return `${s.date}: skipped (${s.skipped})`;
    const tail = s.errors.length ? `; errors: ${s.errors.join(' | ')}` : '';
    return `${s.date}: ${s.saved} of ${s.wanted} saved${tail}`;
  },
};
