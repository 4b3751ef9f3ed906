import { FUNCTION_NAMES } from '../../contract/values';
import type { AccessLevel, FunctionName } from '../../routes/types';
import { hasAccess, parseAccessString } from './permissions';

/**
 * What a sub-account needs for each call (SPEC 6: a sub-account acts only through its access
 * string). Main accounts are not checked here: their role guards and services decide. Every call
 * of the OpenAPI document has exactly one entry (the server's sub-account-access test). The server
 * applies it to every call (its preValidation hook); the shell's menu applies the same table to the
 * calls a screen makes (the route table's `calls`), so a sub-account is offered only what it may do.
 *
 * - `public`: no login at all.
 * - `session`: the calls every login makes about itself (log in and out, its own session and
 *   details, password, terms): any sub-account.
 * - `anyFunction`: shared look-ups behind many screens (pools, draws, announcements): a
 *   sub-account holding at least one function at any level.
 * - `{ fns, levels }`: one of these functions with one of these levels.
 * - `{ own, other }`: a call about one account named by the query field `own`: about the caller
 *   itself (the field absent or its own id) it is a session call, about another account `other`.
 * - `mainAccount`: no function of SPEC 6 grants it (a rule by role only: results, settlement,
 *   posting, super-admin settings): sub-accounts are refused.
 */
export type CallRule =
  | 'public'
  | 'session'
  | 'anyFunction'
  | 'mainAccount'
  | FunctionRule
  | { readonly own: string; readonly other: FunctionRule };

export interface FunctionRule {
  readonly fns: readonly FunctionName[];
  readonly levels: readonly AccessLevel[];
}

/** Any level: reads (view, or any right the screen is opened with). */
const READ: readonly AccessLevel[] = [1, 2, 3, 4];
/** Create, edit or delete: changes. */
const WRITE: readonly AccessLevel[] = [2, 3, 4];
const reads = (...fns: FunctionName[]): FunctionRule => ({ fns, levels: READ });
const writes = (...fns: FunctionName[]): FunctionRule => ({ fns, levels: WRITE });

const TICKETS: FunctionName[] = ['Bet', 'Bet History', 'Inbox Report'];
const WIN_LOSS: FunctionName[] = ['Profit Loss Report', 'WinLoss Earned Report', 'WinLoss Occupied Report'];
/** Every report function of SPEC 6 (the names ending in "Report"). */
const REPORTS: FunctionName[] = FUNCTION_NAMES.filter((name) => name.endsWith(' Report'));

/** Method and path (as in the OpenAPI document) -> what a sub-account needs. */
export const CALL_ACCESS: Readonly<Record<string, CallRule>> = {
  // Session calls
  'POST /api/Account/Login': 'public',
  'POST /api/Account/Logout': 'session',
  'GET /api/Account/IsLoggedIn': 'session',
  'POST /api/Account/AgreeTermsAndConditions': 'session',
  'POST /api/Account/ChangePassword': 'session',
  'POST /api/Configuration/VerifySecondaryPassword': 'session',
  'GET /api/Account/GetRoleAccessData': 'session',
  'GET /api/Account/GetUserDetailsById': { own: 'userId', other: reads('Downline') },
  'GET /api/Account/GetUserActivityPermission': { own: 'userId', other: reads('Main Account') },
  // Clearing an account's failed password checks is the super admin's own login's (canUnlockLogins).
  'POST /api/Account/UnlockLogin': 'mainAccount',
  // The admin role a staff account holds (the service refuses any other role).
  'GET /api/Account/GetRoleById': 'session',
  'GET /remotes.json': 'session',

  // Account tree (Downline)
  'GET /api/Account/GetUserDetailInit': reads('Downline'),
  'POST /api/Account/CreateOrUpdateUser': writes('Downline'),
  'POST /api/Account/GetUserListing': reads('Downline'),
  // Report screens pick an account among the direct downlines (winning, stakeholder).
  'GET /api/Account/GetDirectDownlines': reads(
    'Downline',
    'Fight Limit',
    'Payment Report',
    ...WIN_LOSS,
    'Winning Report',
    'Stakeholder Report',
  ),
  'GET /api/Account/GetUserDetailByUsername': reads('Downline'),
  'GET /api/Account/GetHouseUsers': reads('Downline', 'Bet'),
  'GET /api/Account/GetBettingAgents': reads('Downline', 'Bet'),
  'POST /api/Account/UpdateUserCreditLimit': writes('Downline'),
  'POST /api/Account/AdminUpdateUserCreditLimit': writes('Downline'),
  'POST /api/Account/CloneAccount': writes('Downline'),
  'POST /api/Setting/DeleteUser': writes('Downline'),
  'POST /api/Setting/UpdateTargetUserUpline': writes('Downline'),
  // Company management (super admin with the Company function)
  'POST /api/Account/GetCompanyDetailBySuperAdmin': reads('Company'),
  'POST /api/Account/GetReserveNamePrefix': reads('Company'),
  'POST /api/Account/CreateOrUpdateReserveNamePrefix': writes('Company'),
  // API accounts: the super admin through Company, a company for its tree through Downline.
  'GET /api/Account/GetApiAccount': reads('Company', 'Downline'),
  'POST /api/Account/CreateOrUpdateApiAccount': writes('Company', 'Downline'),
  'POST /api/Account/GenerateApiCode': writes('Company', 'Downline'),
  // Sub-accounts (Main Account)
  'POST /api/Account/CreateOrUpdateSubAccount': writes('Main Account'),
  'POST /api/Account/GetSubAccountListing': reads('Main Account'),
  'GET /api/Account/GetTargetLines': reads('Main Account'),
  // Static lists (the sub-account and roles screens).
  'GET /api/Setting/GetActivities': 'anyFunction',
  'GET /api/Setting/GetPermissions': 'anyFunction',
  // Limits
  'GET /api/Account/GetFightLimitRelatedData': reads('Fight Limit'),
  'POST /api/Account/UpdateUserEatLimit': writes('Fight Limit'),
  'POST /api/Account/FixIsRedPackage': writes('Red Number'),
  'POST /api/Account/GetResendOrderLimit': reads('Master Resend Order', 'Resend Order'),
  'POST /api/Account/UpdateResendOrderLimit': writes('Master Resend Order', 'Resend Order'),
  'GET /api/Configuration/GetRedNumber': reads('Red Number'),
  'POST /api/Configuration/GetRedNumber': reads('Red Number'),
  'POST /api/Configuration/CreateOrUpdateRedNumber': writes('Red Number'),
  'POST /api/Configuration/DeleteRedNumber': writes('Red Number'),
  'POST /api/Configuration/BulkDeleteRedNumber': writes('Red Number'),

  // Betting and tickets
  'POST /api/Bet/GetBettingContext': reads('Bet'),
  'POST /api/Bet/PlaceExpressOrder': writes('Bet'),
  'POST /api/Bet/PlaceWebOrder': writes('Bet'),
  'POST /api/Bet/PlaceLuckyBet': writes('Bet'),
  // A ticket number opens its receipt on the inbox and on the report pages that list lines.
  'GET /api/Bet/GetBetReceipt': reads(...TICKETS, ...WIN_LOSS, 'Winning Report'),
  'POST /api/Bet/VoidTicket': writes(...TICKETS),
  'POST /api/Bet/BulkVoidTicket': writes(...TICKETS),
  'POST /api/Report/GetTicket': reads(...TICKETS),
  'POST /api/Report/GetTicketTotal': reads(...TICKETS),
  'POST /api/Report/SendSmsReceipt': writes(...TICKETS),
  'POST /api/Report/GetSmsCountReport': reads(...TICKETS),
  'GET /api/Setting/GetReceiptStringByTicketXId': reads(...TICKETS),
  'POST /api/Setting/UpdateTicketReceiptString': writes(...TICKETS),
  'POST /api/Report/SaveRunTicket': writes('Bet'),
  'POST /api/Report/GetAutoTicket': reads('Bet', 'Inbox Report'),
  'POST /api/Report/VoidAutoTicket': writes('Bet'),
  'GET /api/Configuration/GetPermutationType': 'anyFunction',

  // Packages (read also through Downline: the account form's package pickers)
  'GET /api/Configuration/GetPackages': reads('Package List', 'Downline'),
  'POST /api/Configuration/GetPackages': reads('Package List', 'Downline'),
  'POST /api/Configuration/CreateOrUpdatePackage': writes('Package List'),
  'GET /api/Configuration/GetPackageDetailById': reads('Package List', 'Downline'),
  'GET /api/Configuration/GetPackageDetail': reads('Package List', 'Downline'),
  'POST /api/Configuration/SetDefaultPackage': writes('Package List'),
  'GET /api/Configuration/GetMasterTemplates': reads('Package List'),
  'POST /api/Configuration/GetMasterTemplates': reads('Package List'),
  'GET /api/Configuration/GetMasterTemplateItems': reads('Package List'),
  'GET /api/Configuration/GetMasterTemplateItemCategories': reads('Package List'),
  'POST /api/Configuration/CreateOrUpdateMasterTemplate': 'mainAccount',

  // Payments (Payment Report, like the payment screens)
  'GET /api/Payment/GetPaymentType': reads('Payment Report'),
  'POST /api/Payment/MakePayment': writes('Payment Report'),
  'POST /api/Payment/GetPaymentHistory': reads('Payment Report'),
  'POST /api/Payment/InitDrawPayment': reads('Payment Report'),
  'POST /api/Payment/SaveDrawPayment': writes('Payment Report'),
  'POST /api/Payment/GetDrawPaymentHistory': reads('Payment Report'),

  // Reports
  'GET /api/Report/InitReport': reads(...REPORTS),
  'GET /api/Result/GetReportAccessValue': reads(...REPORTS),
  'POST /api/Report/GetSalesSummary': reads('Group Sales Report'),
  'GET /api/Report/GetTodaySales': reads('Group Sales Report'),
  'POST /api/Report/GetWinLossReport': reads(...WIN_LOSS),
  'POST /api/Report/GetWinningReport': reads('Winning Report'),
  'POST /api/Report/GetStrikeReport': reads('Winning Report'),
  'POST /api/Report/GetPayoutReport': reads('Payout Report'),
  'POST /api/Report/GetSelfPayoutReport': reads('Payout Report'),
  'POST /api/Report/GetPayoutTable': reads('Payout Report'),
  'POST /api/Report/GetPayoutStatistic': reads('Payout Report'),
  'POST /api/Report/GetSalesStatistic': reads('Daily Sales Report'),
  'POST /api/Report/GetStakeHolderReport': reads('Stakeholder Report'),
  'POST /api/Report/GetWinLoss3SectionsReport': reads(...WIN_LOSS),
  'POST /api/Report/GetWinLoss3SectionsReportDemo': reads(...WIN_LOSS),
  'POST /api/Report/GetUsLineReport': reads(...WIN_LOSS),
  'POST /api/Report/GetWinLossOccupiedReport': reads('WinLoss Occupied Report'),
  'POST /api/Report/GetWinLossDetail': reads(...WIN_LOSS),
  'POST /api/Report/GetSelfWinLossDetail': reads(...WIN_LOSS),
  'POST /api/Report/GetDetailJackpot': reads(...WIN_LOSS),
  // The exposure family (Map Report); SaveRunTicket (a run or an auto ticket) is a Bet write above.
  'POST /api/Report/GetMapReport': reads('Map Report'),
  'POST /api/Report/GetActiveMapReport': reads('Map Report'),
  'POST /api/Report/GetMapDetailReport': reads('Map Report'),
  'POST /api/Report/GetMapReportTicket': reads('Map Report'),
  'POST /api/Report/GetRunMapReport': reads('Map Report'),
  'POST /api/Report/GetUserEatData': reads('Map Report'),
  // Super admin and company by role (SPEC 6), no function grants it.
  'POST /api/Report/GetRunMapReportAsCompany': 'mainAccount',
  'POST /api/Result/InsertWinners': reads('Winning Report'),
  // SPEC 6: player transaction is super admin and company, by role only.
  'POST /api/Report/GetPlayerTransaction': 'mainAccount',

  // Pools, draws and other shared look-ups
  'GET /api/Pools/GetPoolsSelection': 'anyFunction',
  'GET /api/Pools/GetScheduledDrawByYear': 'anyFunction',
  'POST /api/Pools/GetScheduledDrawByYear': 'anyFunction',
  'GET /api/Pools/GetPoolScheduleByDay': 'anyFunction',
  'GET /api/Pools/GetNextDraws': 'anyFunction',
  'GET /api/Configuration/GetAnnouncement': 'anyFunction',
  'GET /api/Configuration/GetTipSourceByKeyword': 'anyFunction',
  'POST /api/Configuration/GetTipSourceByKeyword': 'anyFunction',

  // Results and settlement: by role only (SPEC 6), and entering results is the super admin's.
  'GET /api/Result/GetPoolResult': 'mainAccount',
  'GET /api/Result/GetLatestResults': 'mainAccount',
  'GET /api/Configuration/GetReleaseResultStatus': 'mainAccount',
  'POST /api/Result/SavePoolResult': 'mainAccount',
  'POST /api/Result/ValidateResult': 'mainAccount',
  'POST /api/Result/UpdateDrawPaymentDetail': 'mainAccount',
  'POST /api/Result/BlockReport': 'mainAccount',
  'POST /api/Configuration/SubmitReleaseResultStatus': 'mainAccount',
  'POST /api/Payment/ClaimPrizes': 'mainAccount',

  // Posting (SPEC 6: super admin and company)
  'GET /api/Configuration/GetRemoteBetAgents': 'mainAccount',
  'POST /api/Configuration/GetRemoteBetAgents': 'mainAccount',
  'POST /api/Configuration/ManageRemoteBetAgent': 'mainAccount',
  'GET /api/Configuration/GetCommStatus': 'mainAccount',
  'GET /api/Configuration/GetNumberQueues': 'mainAccount',
  'POST /api/Configuration/GetNumberQueues': 'mainAccount',
  'POST /api/Configuration/DeleteNumberQueue': 'mainAccount',
  'POST /api/Posting/GetUnpostSummary': 'mainAccount',
  'POST /api/Posting/GetUnpostDetail': 'mainAccount',
  'POST /api/Posting/DoPost': 'mainAccount',
  'POST /api/Posting/GetDistributionSummary': 'mainAccount',
  'POST /api/Posting/GetUndistributedDetail': 'mainAccount',
  'POST /api/Posting/GetRemoteAgents': 'mainAccount',
  'POST /api/Posting/TranslateToBetString': 'mainAccount',
  'POST /api/Posting/GetRemoteInvoiceList': 'mainAccount',
  'POST /api/Posting/GetRemoteInvoiceDetails': 'mainAccount',
  'POST /api/Posting/GetRemoteInvoicePayoutDetails': 'mainAccount',
  'POST /api/Report/GetPostingAgentEatDetails': 'mainAccount',
  'POST /api/Posting/DoDistribute': 'mainAccount',
  'POST /api/Posting/DoManualDistribute': 'mainAccount',
  'POST /api/Result/PayPosting': 'mainAccount',

  // Super admin only (SPEC 6)
  'POST /api/Configuration/CreateOrUpdateAnnouncement': 'mainAccount',
  'GET /api/Configuration/GetSystemSetting': 'mainAccount',
  'POST /api/Configuration/UpdateSystemSetting': 'mainAccount',
  'GET /api/Configuration/GetCurrencySetting': 'mainAccount',
  'POST /api/Configuration/UpdateCurrencySetting': 'mainAccount',
  'POST /api/Configuration/CreateOrUpdateNumberMeaning': 'mainAccount',
  'POST /api/Configuration/DeleteNumberMeaning': 'mainAccount',
  'POST /api/Configuration/ImportNumberMeanings': 'mainAccount',
  'GET /api/Configuration/GetApiLog': 'mainAccount',
  'POST /api/Configuration/GetApiLog': 'mainAccount',
  'GET /api/Configuration/GetApiRequestLog': 'mainAccount',
  'POST /api/Configuration/GetApiRequestLog': 'mainAccount',
  'GET /api/Configuration/GetJobRuns': 'mainAccount',
  'POST /api/Configuration/GetJobRuns': 'mainAccount',
  'GET /api/Configuration/GetMaintenanceJobs': 'mainAccount',
  'POST /api/Configuration/RunMaintenanceJob': 'mainAccount',
  'POST /api/Configuration/SetTestClock': 'mainAccount',
  'GET /api/Configuration/GetRemoteRollout': 'mainAccount',
  'POST /api/Configuration/UpdateRemoteRollout': 'mainAccount',
  'POST /api/Pools/SubmitNewDraw': 'mainAccount',
  'POST /api/Pools/ScheduleSelectedYearDraw': 'mainAccount',
  'POST /api/Pools/SubmitEditedDraw': 'mainAccount',
  'POST /api/Pools/UpdateCutoffTime': 'mainAccount',
  'GET /api/Setting/GetRoles': 'mainAccount',
  'GET /api/Setting/GetActivityPermissionSetting': 'mainAccount',
  'GET /api/Setting/GetRoleActivityPermission': 'mainAccount',
  'POST /api/Setting/CreateOrUpdateRole': 'mainAccount',
  'POST /api/Setting/AssignRoles': 'mainAccount',
};

/** The key of a call in CALL_ACCESS: its method and its path as registered, e.g. 'POST /api/Bet/VoidTicket'. */
export type CallKey = string;

/** Who makes a call, as the access table sees it. */
export interface CallCaller {
  /** The caller's id, for the calls about one account (an `own` rule). */
  readonly id: number;
  /** True for a sub-account (it acts only through its access string). */
  readonly isSubAccount: boolean;
  /** The effective access string (a sub-account's already cut to its main account's). */
  readonly accessString: string;
}

/**
 * May this caller make a call with this rule (SPEC 6)? Main accounts always pass here (their role
 * guards decide). A sub-account: a call without an entry is refused (a new call is closed to
 * sub-accounts until it is mapped), `mainAccount` is refused, `session` and `public` pass,
 * `anyFunction` needs one function at any level, a function rule one of its functions at one of its
 * levels; an `own` rule about the caller itself (the query field absent or its id) is a session call.
 */
export function callAllowed(
  caller: CallCaller,
  rule: CallRule | undefined,
  query: Readonly<Record<string, unknown>> = {},
): boolean {
  if (!caller.isSubAccount) return true;
  if (rule === undefined || rule === 'mainAccount') return false;
  if (rule === 'public' || rule === 'session') return true;
  const access = parseAccessString(caller.accessString);
  if (rule === 'anyFunction') return [...access.values()].some((levels) => levels.size > 0);
  if ('own' in rule) {
    const named = query[rule.own];
    if (named === undefined || String(named) === String(caller.id)) return true;
    return rule.other.fns.some((fn) => hasAccess(access, fn, rule.other.levels));
  }
  return rule.fns.some((fn) => hasAccess(access, fn, rule.levels));
}

/** callAllowed for a call named by its key (CALL_ACCESS), e.g. 'POST /api/Payment/InitDrawPayment'. */
export function mayCall(
  caller: CallCaller,
  key: CallKey,
  query?: Readonly<Record<string, unknown>>,
): boolean {
  return callAllowed(caller, CALL_ACCESS[key], query);
}
