/**
 * The calls of the result screen (areas 'Result', 'Configuration' and 'Payment'), typed from the kernel
 * contract. Types only come from the contract, so TypeBox stays out of the bundle.
 */
import { api, type CallOptions } from '@drawdesk/shared-kernel/api';
import type {
  ClaimPrizesResult,
  PoolResult,
  ReleaseStatus,
  SavePoolResultBody,
} from '@drawdesk/shared-kernel/contract';

export type { ClaimPrizesResult, PoolResult, ReleaseStatus, SavePoolResultBody };

/** A draw of one pool. */
export interface DrawOfPool {
  drawDate: string;
  poolId: number;
}

/** What a release settled: lines read, winning lines and their total winnings. */
export interface ReleaseSummary {
  lines: number;
  winningLines: number;
  winnings: number;
}

type ReadOptions = Omit<CallOptions, 'query' | 'method'>;

/** What the screen shows of a draw: the pool's stored result, its release status, why the result could not be read. */
export interface DrawState {
  result: PoolResult | null;
  release: ReleaseStatus['status'] | null;
  readError: string | null;
}

/** Query keys of the results feature. */
export const resultsKeys = {
  all: ['mf-admin', 'results'] as const,
  draw: (draw: DrawOfPool) => ['mf-admin', 'results', 'draw', draw] as const,
};

const poolResult = (draw: DrawOfPool, opts?: ReadOptions) =>
  api.get<PoolResult[] | null>('Result', 'GetPoolResult', { ...draw }, opts);
const releaseStatus = (draw: DrawOfPool, opts?: ReadOptions) =>
  api.get<ReleaseStatus | null>('Configuration', 'GetReleaseResultStatus', { ...draw }, opts);

export const resultsApi = {
  poolResult,
  releaseStatus,
  /**
   * The result and the release status of a draw, read together. A failed read is a state of the
   * screen (a date without a draw of the pool), so the reply is always successful and carries it.
   */
  drawState: async (draw: DrawOfPool, opts?: ReadOptions) => {
    const [res, rel] = await Promise.all([poolResult(draw, opts), releaseStatus(draw, opts)]);
    const data: DrawState = {
      result: res.success && res.data ? (res.data.find((r) => r.poolId === draw.poolId) ?? null) : null,
      release: rel.success && rel.data ? rel.data.status : null,
      readError: res.success ? null : res.message,
    };
    return { success: true as const, message: null, data };
  },
  saveResult: (body: SavePoolResultBody) => api.post('Result', 'SavePoolResult', body),
  validateResult: (draw: DrawOfPool) => api.post('Result', 'ValidateResult', draw),
  release: (draw: DrawOfPool) =>
    api.post<ReleaseSummary | null>('Configuration', 'SubmitReleaseResultStatus', draw),
  claimPrizes: (drawDate: string) =>
    api.post<ClaimPrizesResult | null>('Payment', 'ClaimPrizes', { drawDate }),
};
