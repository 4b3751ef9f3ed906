/**
 * The exposure family's calls (map, active map, map detail and its ticket, run map, eat data, run
 * ticket, the company's run map), typed from the kernel contract.
 */
import { api, newRequestKey, type PageResult, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  BetErrorRow,
  BetReceipt,
  CompanyRunMapOverall,
  CompanyRunMapRow,
  Envelope,
  GetActiveMapReportBody,
  GetMapDetailReportBody,
  GetMapReportBody,
  GetRunMapReportAsCompanyBody,
  GetRunMapReportBody,
  MapDetailOverall,
  MapDetailRow,
  MapOverall,
  MapRow,
  PlaceOrderData,
  RunMapOverall,
  RunMapRow,
  SaveRunMapTicketBody,
  UserEatData,
} from '@drawdesk/shared-kernel/contract';
import { allRows, reportPage } from '../frame/api';

export type {
  AccountOption,
  BetErrorRow,
  BetReceipt,
  CompanyRunMapOverall,
  CompanyRunMapRow,
  MapDetailOverall,
  MapDetailRow,
  MapOverall,
  MapRow,
  PlaceOrderData,
  RunMapOverall,
  RunMapRow,
  UserEatData,
};

/** SaveRunTicket's data: the placed ticket, the refused lines of a bad order, or nothing. */
export type RunReply = PlaceOrderData | { errors: BetErrorRow[] } | null;

export const exposureKeys = {
  all: ['mf-reports', 'exposure'] as const,
  detail: (body: GetMapDetailReportBody | null) => ['mf-reports', 'exposure', 'mapDetail', body] as const,
  ticket: (ticketId: number) => ['mf-reports', 'exposure', 'ticket', ticketId] as const,
  eatData: (userId: number | undefined) => ['mf-reports', 'exposure', 'eatData', userId ?? null] as const,
  companies: ['mf-reports', 'exposure', 'companies'] as const,
};

export const exposureApi = {
  /** The map of one draw date: per number the figure of the report type per code. */
  map: (body: GetMapReportBody, paging: Paging): Promise<PageResult<MapRow, MapOverall>> =>
    reportPage<MapRow, MapOverall>('GetMapReport', body, paging),
  /** The same over the draws not yet released, active tickets only. */
  activeMap: (body: GetActiveMapReportBody, paging: Paging): Promise<PageResult<MapRow, MapOverall>> =>
    reportPage<MapRow, MapOverall>('GetActiveMapReport', body, paging),
  /** Every line behind one number of the map (no paging fields: every row at once). */
  mapDetail: (body: GetMapDetailReportBody, signal?: AbortSignal) =>
    allRows<MapDetailRow, MapDetailOverall>('GetMapDetailReport', body, signal),
  /** The map detail's ticket modal: express bet string and receipt string. */
  ticket: (ticketId: number, signal?: AbortSignal): Promise<Envelope<BetReceipt | null>> =>
    api.post<BetReceipt | null>('Report', 'GetMapReportTicket', { ticketId }, { signal }),
  /** The viewer's position on one draw per number and code. */
  runMap: (body: GetRunMapReportBody, paging: Paging): Promise<PageResult<RunMapRow, RunMapOverall>> =>
    reportPage<RunMapRow, RunMapOverall>('GetRunMapReport', body, paging),
  /** The viewer's position taking, grouping and fight limits (shown above the run map). */
  /**
   * No failure dialog: the refusal (e.g. a super admin, who has no position of its own) is the one
   * the run map's table shows in the user's language; the server writes it in English.
   */
  eatData: (userId: number | undefined, signal?: AbortSignal) =>
    api.post<UserEatData | null>('Report', 'GetUserEatData', userId ? { userId } : {}, {
      signal,
      failureDialog: false,
    }),
  /**
   * A run: the caller's own order with its upline. A refusal is shown on the screen, not in a
   * dialog (failureDialog false).
   */
  saveRun: (body: SaveRunMapTicketBody): Promise<Envelope<RunReply>> =>
    api.post<RunReply>('Report', 'SaveRunTicket', body, { failureDialog: false }),
  /** What is left above the company per number and code of one draw. */
  companyRunMap: (
    body: GetRunMapReportAsCompanyBody,
    paging: Paging,
  ): Promise<PageResult<CompanyRunMapRow, CompanyRunMapOverall>> =>
    reportPage<CompanyRunMapRow, CompanyRunMapOverall>('GetRunMapReportAsCompany', body, paging),
  /** The super admin's direct downlines: the companies it may pick (silent: no dialog when refused). */
  companies: (signal?: AbortSignal) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', undefined, { signal, silent: true }),
  /** A fresh order key (one per run submission). */
  newOrderKey: (): string => newRequestKey(),
};
