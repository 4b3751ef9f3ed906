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

export const resultsApi = {
  poolResult: (draw: DrawOfPool, opts?: ReadOptions) =>
    api.get<PoolResult[] | null>('Result', 'GetPoolResult', { ...draw }, opts),
  releaseStatus: (draw: DrawOfPool, opts?: ReadOptions) =>
    api.get<ReleaseStatus | null>('Configuration', 'GetReleaseResultStatus', { ...draw }, opts),
  saveResult: (body: SavePoolResultBody) => api.post('Result', 'SavePoolResult', body),
  validateResult: (draw: DrawOfPool) => api.post('Result', 'ValidateResult', draw),
  release: (draw: DrawOfPool) =>
    api.post<ReleaseSummary | null>('Configuration', 'SubmitReleaseResultStatus', draw),
  claimPrizes: (drawDate: string) =>
    api.post<ClaimPrizesResult | null>('Payment', 'ClaimPrizes', { drawDate }),
};
