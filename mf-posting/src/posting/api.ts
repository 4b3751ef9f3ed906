/**
 * The posting screens' calls (DOMAIN 13, shared-kernel/src/contract/posting.ts), typed from the kernel
 * contract (types only, so TypeBox stays out of the bundle), and their query keys.
 */
import { api, type PageResult, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  DistributionSummaryRow,
  DistributionSummaryTotals,
  DoDistributeBody,
  DoDistributeData,
  DoManualDistributeBody,
  DoPostBody,
  DoPostData,
  Envelope,
  GetDistributionSummaryBody,
  GetPostingAgentEatDetailsBody,
  GetRemoteInvoiceListBody,
  GetUndistributedDetailBody,
  GetUnpostDetailBody,
  GetUnpostSummaryBody,
  PayPostingData,
  PostingAgentEatRow,
  PostingAgentEatTotals,
  PostingRemoteAgentRow,
  RemoteInvoiceRow,
  RemoteInvoiceTotals,
  TranslateToBetStringBody,
  TranslateToBetStringData,
  UndistributedDetailRow,
  UndistributedDetailTotals,
  UnpostDetailRow,
  UnpostDetailTotals,
  UnpostSummaryRow,
  UnpostSummaryTotals,
} from '@drawdesk/shared-kernel/contract';

export type {
  AccountOption,
  DistributionSummaryRow,
  DistributionSummaryTotals,
  DoDistributeData,
  DoPostData,
  PostingAgentEatRow,
  PostingAgentEatTotals,
  PostingRemoteAgentRow,
  RemoteInvoiceRow,
  RemoteInvoiceTotals,
  UndistributedDetailRow,
  UndistributedDetailTotals,
  UnpostDetailRow,
  UnpostDetailTotals,
  UnpostSummaryRow,
  UnpostSummaryTotals,
};

/** A query without its paging fields (the table adds them). */
type Query<B> = Omit<B, 'StartCount' | 'PageSize'>;

const page = <T, O>(area: 'Posting' | 'Report', name: string, query: object, paging: Paging) =>
  api.fetchPage<T, O>(area, name, { ...query }, paging);

/**
 * The changing calls show no dialog of the client's: the screen says what the server refused (its
 * message, e.g. a draw past its cutoff) in its own dialog or on the row it was about.
 */
const QUIET = { failureDialog: false } as const;

export const postingKeys = {
  all: ['mf-posting'] as const,
  companies: ['mf-posting', 'companies'] as const,
  agents: (companyId: number | undefined) => ['mf-posting', 'agents', companyId ?? null] as const,
};

export const postingApi = {
  /** Per draw date and pool: unposted, posted, distributed, numbers. */
  unpostSummary: (q: Query<GetUnpostSummaryBody>, paging: Paging) =>
    page<UnpostSummaryRow, UnpostSummaryTotals>('Posting', 'GetUnpostSummary', q, paging),
  /** One draw per number and code. */
  unpostDetail: (q: Query<GetUnpostDetailBody>, paging: Paging) =>
    page<UnpostDetailRow, UnpostDetailTotals>('Posting', 'GetUnpostDetail', q, paging),
  /** Every row of one draw (a post of "every matching row" of the detail). */
  unpostDetailAll: (
    q: Query<GetUnpostDetailBody>,
  ): Promise<PageResult<UnpostDetailRow, UnpostDetailTotals>> =>
    api.fetchAllRows<UnpostDetailRow, UnpostDetailTotals>('Posting', 'GetUnpostDetail', { ...q }),
  /** Confirms unposted amounts for lay-off: every one of the draw, or the items. */
  doPost: (body: DoPostBody): Promise<Envelope<DoPostData | null>> =>
    api.post<DoPostData | null>('Posting', 'DoPost', body, QUIET),
  /** Per draw date and pool: cutoff, posted, distributed, undistributed, invoices, failed. */
  distributionSummary: (q: Query<GetDistributionSummaryBody>, paging: Paging) =>
    page<DistributionSummaryRow, DistributionSummaryTotals>('Posting', 'GetDistributionSummary', q, paging),
  /** One draw per number and code: posted, distributed, undistributed. */
  undistributedDetail: (q: Query<GetUndistributedDetailBody>, paging: Paging) =>
    page<UndistributedDetailRow, UndistributedDetailTotals>('Posting', 'GetUndistributedDetail', q, paging),
  /** Distributes one draw's posted amounts to the remote agents now (a refusal shows on its row). */
  doDistribute: (body: DoDistributeBody): Promise<Envelope<DoDistributeData | null>> =>
    api.post<DoDistributeData | null>('Posting', 'DoDistribute', body, QUIET),
  /** The remote agents the company posts to (all pages), by priority. */
  remoteAgents: (companyId: number | undefined, signal?: AbortSignal) =>
    api.fetchAllRows<PostingRemoteAgentRow>(
      'Posting',
      'GetRemoteAgents',
      companyId ? { companyId } : {},
      signal ? { signal } : {},
    ),
  /** The express bet string the amounts would be sent as. */
  translate: (body: TranslateToBetStringBody): Promise<Envelope<TranslateToBetStringData | null>> =>
    api.post<TranslateToBetStringData | null>('Posting', 'TranslateToBetString', body, QUIET),
  /** Sends the amounts (or the typed bet string) to one remote agent. */
  doManualDistribute: (body: DoManualDistributeBody): Promise<Envelope<DoDistributeData | null>> =>
    api.post<DoDistributeData | null>('Posting', 'DoManualDistribute', body, QUIET),
  /** The remote invoices of a range. */
  invoiceList: (q: Query<GetRemoteInvoiceListBody>, paging: Paging) =>
    page<RemoteInvoiceRow, RemoteInvoiceTotals>('Posting', 'GetRemoteInvoiceList', q, paging),
  /** Records the settlement of a settled invoice with its agent (once). */
  payPosting: (invoiceId: number): Promise<Envelope<PayPostingData | null>> =>
    api.post<PayPostingData | null>('Result', 'PayPosting', { invoiceId }, QUIET),
  /** Per remote agent and draw: sent, accepted and sold out per number and code. */
  agentEatDetails: (q: Query<GetPostingAgentEatDetailsBody>, paging: Paging) =>
    page<PostingAgentEatRow, PostingAgentEatTotals>('Report', 'GetPostingAgentEatDetails', q, paging),
  /** The super admin's direct downlines: the companies it may pick (silent: no dialog when refused). */
  companies: (signal?: AbortSignal) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', undefined, { signal, silent: true }),
};
