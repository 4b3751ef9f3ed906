/**
 * The route table (SPEC 2, 6): every front-end path, who renders it, its title, its place in the
 * numbered side menu, and who may see it. The shell builds its menu and guards from this; each
 * remote takes its own paths (routesOf). The server still checks every call.
 */
import type { RemoteName } from '../contract/values';
import type { RoleName } from '../domain/roles';
import { PATHS, type RouteId } from './paths';
import type { AccessLevel, FunctionName, MenuGroupKey, RouteDef } from './types';

const VIEW: AccessLevel[] = [1];
const ANY: AccessLevel[] = [1, 2, 3, 4];
const VIEW_CREATE_EDIT: AccessLevel[] = [1, 2, 3];
const fn = (
  name: FunctionName,
  levels: AccessLevel[] = VIEW,
): { fn: FunctionName; levels: AccessLevel[] } => ({ fn: name, levels });

const SUPER_ADMIN: RoleName[] = ['superAdmin'];
const SUPER_ADMIN_AND_COMPANY: RoleName[] = ['superAdmin', 'company'];
/** Manage package (SPEC 6): super admin plus the agent-level roles (company and every multilevel level). */
const PACKAGE_ROLES: RoleName[] = [
  'superAdmin',
  'company',
  'multilevel',
  'shareholder',
  'superSenior',
  'senior',
  'master',
  'agent',
];
const UPLINE_ROLES: RoleName[] = ['superAdmin', 'company', 'multilevel'];
/** Draw payment (SPEC 6). */
const DRAW_PAYMENT_ROLES: RoleName[] = [
  'house',
  'multilevel',
  'agent',
  'superSenior',
  'senior',
  'master',
  'company',
  'shareholder',
];

const BET = [fn('Bet', [1, 2])];
/** Posting (SPEC 6): super admin and company by role; the access table refuses every sub-account. */
const POSTING = { roles: SUPER_ADMIN_AND_COMPANY, mainAccountOnly: true };
const PROFIT_LOSS = fn('Profit Loss Report');
const MAP = [fn('Map Report')];
const PAYOUT = [fn('Payout Report')];
const PACKAGE = [fn('Package List')];

type Def = Omit<RouteDef, 'path'>;
const shell = (titleKey: string, extra: Partial<Def> = {}): Def => ({ owner: 'shell', titleKey, ...extra });
const owned =
  (owner: RemoteName) =>
  (titleKey: string, extra: Partial<Def> = {}): Def => ({ owner, titleKey, ...extra });
const accounts = owned('mf-accounts');
const betting = owned('mf-betting');
const reports = owned('mf-reports');
const posting = owned('mf-posting');
const admin = owned('mf-admin');
const menu = (group: MenuGroupKey, order: number) => ({ menu: { group, order } });

const TABLE: Record<RouteId, Def> = {
  // 2.1 Public and general
  login: shell('LOGIN', { public: true }),
  termsAndConditions: shell('TERMS_AND_CONDITIONS', { public: true }),
  main: shell('DASHBOARD', { redirect: PATHS.dashboard }),
  dashboard: shell('DASHBOARD'),
  help: shell('HELP'),
  manageProfile: accounts('MANAGE_PROFILE', { mainAccountOnly: true }),
  inbox: betting('INBOX', { ...menu('betting', 5), access: [fn('Inbox Report'), fn('Bet History')] }),

  // Account group
  accountManage: accounts('MANAGE_ACCOUNT', { ...menu('account', 1), access: [fn('Downline')] }),
  accountDetail: accounts('ACCOUNT_DETAIL', { access: [fn('Downline', VIEW_CREATE_EDIT)] }),
  subAccountDetail: accounts('SUB_ACCOUNT', {
    ...menu('account', 2),
    access: [fn('Main Account', VIEW_CREATE_EDIT)],
  }),
  companyManage: accounts('MANAGE_COMPANY', {
    ...menu('account', 3),
    roles: SUPER_ADMIN,
    access: [fn('Company')],
    calls: ['POST /api/Account/GetCompanyDetailBySuperAdmin'],
  }),
  packageManage: accounts('MANAGE_PACKAGE', { ...menu('account', 4), roles: PACKAGE_ROLES, access: PACKAGE }),
  packageDetail: accounts('PACKAGE_DETAIL', { roles: PACKAGE_ROLES, access: PACKAGE }),
  manageFightLimit: accounts('MANAGE_FIGHT_LIMIT', { ...menu('account', 5), access: [fn('Fight Limit')] }),
  manageResendOrderLimit: accounts('MANAGE_RESEND_ORDER_LIMIT', {
    ...menu('account', 6),
    access: [fn('Master Resend Order')],
  }),
  reserveName: accounts('RESERVE_NAME', {
    ...menu('account', 7),
    roles: SUPER_ADMIN,
    calls: ['POST /api/Account/GetReserveNamePrefix'],
  }),
  createApiAccount: accounts('API_ACCOUNT', {
    ...menu('account', 8),
    roles: SUPER_ADMIN,
    calls: ['GET /api/Account/GetApiAccount'],
  }),
  cloneAccount: accounts('CLONE_ACCOUNT', { ...menu('account', 9), access: [fn('Downline', [2])] }),
  // Payments move credit between an upline and its downlines: uplines only, with Payment Report.
  payment: accounts('PAYMENT', {
    ...menu('account', 10),
    roles: UPLINE_ROLES,
    access: [fn('Payment Report', ANY)],
    secondaryPassword: true,
    calls: ['POST /api/Payment/GetPaymentHistory'],
  }),
  drawPayment: accounts('DRAW_PAYMENT', {
    ...menu('account', 11),
    roles: DRAW_PAYMENT_ROLES,
    secondaryPassword: true,
    // A sub-account needs Payment Report (the access table), its main account only the role.
    calls: ['POST /api/Payment/InitDrawPayment'],
  }),

  // Betting group
  expressBetting: betting('EXPRESS_BETTING', { ...menu('betting', 1), access: BET }),
  webOrder: betting('WEB_ORDER', { ...menu('betting', 2), access: BET }),
  webOrder2: betting('WEB_ORDER_2', { ...menu('betting', 3), access: BET }),
  autoTicket: betting('AUTO_TICKET', { ...menu('betting', 4), access: BET }),
  numberMeaning: admin('NUMBER_MEANING', {
    ...menu('betting', 6),
    calls: ['POST /api/Configuration/GetTipSourceByKeyword'],
  }),

  // Report group
  salesSummary: reports('SALES_SUMMARY', { ...menu('report', 1), access: [fn('Group Sales Report')] }),
  salesStatisticReport: reports('SALES_STATISTIC_REPORT', {
    ...menu('report', 2),
    access: [fn('Daily Sales Report')],
  }),
  mapReport: reports('MAP_REPORT', { ...menu('report', 3), access: MAP }),
  mapReportWithoutModal: reports('MAP_REPORT_WITHOUT_MODAL', { ...menu('report', 4), access: MAP }),
  activeMapReport: reports('ACTIVE_MAP_REPORT', { ...menu('report', 5), access: MAP }),
  runMapReport: reports('RUN_MAP_REPORT', { ...menu('report', 6), access: MAP }),
  runMapReportAsCompany: reports('RUN_MAP_REPORT_AS_COMPANY', {
    ...menu('report', 7),
    roles: SUPER_ADMIN_AND_COMPANY,
    calls: ['POST /api/Report/GetRunMapReportAsCompany'],
  }),
  payoutReport: reports('PAYOUT_REPORT', { ...menu('report', 8), access: PAYOUT }),
  payoutStatisticReport: reports('PAYOUT_STATISTIC_REPORT', { ...menu('report', 9), access: PAYOUT }),
  payoutTableReport: reports('PAYOUT_TABLE_REPORT', { ...menu('report', 10), access: PAYOUT }),
  stakeholderReport: reports('STAKEHOLDER_REPORT', {
    ...menu('report', 11),
    access: [fn('Stakeholder Report')],
  }),
  winLossReport: reports('WIN_LOSS_REPORT', { ...menu('report', 12), access: [PROFIT_LOSS] }),
  winLoss2Report: reports('WIN_LOSS_2_REPORT', {
    ...menu('report', 13),
    access: [PROFIT_LOSS, fn('WinLoss Earned Report')],
  }),
  winLoss2ReportDemo: reports('WIN_LOSS_2_REPORT_DEMO', {
    ...menu('report', 14),
    access: [PROFIT_LOSS, fn('WinLoss Earned Report')],
  }),
  winLossReportSimple: reports('WIN_LOSS_REPORT_SIMPLE', {
    ...menu('report', 15),
    access: [PROFIT_LOSS, fn('WinLoss Occupied Report')],
  }),
  winLoseUsLine: reports('WIN_LOSE_US_LINE', { ...menu('report', 16), access: [PROFIT_LOSS] }),
  winningReport: reports('WINNING_REPORT', { ...menu('report', 17), access: [fn('Winning Report')] }),
  strikeReport: reports('STRIKE_REPORT', { ...menu('report', 18), access: [fn('Winning Report')] }),
  // Main accounts only, like /result: SPEC 6 opens it by role, with no function for a sub-account.
  playerTransaction: reports('PLAYER_TRANSACTION', {
    ...menu('report', 19),
    roles: SUPER_ADMIN_AND_COMPANY,
    mainAccountOnly: true,
  }),
  // Report detail pages (not in the menu)
  winLossDetail: reports('WINLOSS_DETAIL', { access: [PROFIT_LOSS] }),
  jackpotDetail: reports('JACKPOT_DETAIL', { access: [PROFIT_LOSS, fn('Winning Report')] }),
  selfWinLossDetail: reports('SELF_WINLOSS_DETAIL', { access: [PROFIT_LOSS] }),
  mapDetail: reports('MAP_DETAIL', { access: MAP, bare: true }),
  invoiceDetail: reports('INVOICE_DETAIL', { roles: SUPER_ADMIN_AND_COMPANY }),
  invoicePayoutDetail: reports('INVOICE_PAYOUT_DETAIL', { roles: SUPER_ADMIN_AND_COMPANY }),

  // Posting group: by role only (SPEC 6), no function grants it, so never a sub-account (the access table).
  unpost: posting('UNPOST', { ...menu('posting', 1), ...POSTING }),
  distribution: posting('DISTRIBUTION', { ...menu('posting', 2), ...POSTING }),
  manualDistribute: posting('MANUAL_DISTRIBUTE', { ...menu('posting', 3), ...POSTING }),
  invoiceList: posting('INVOICE_LIST', { ...menu('posting', 4), ...POSTING }),
  unpostDetail: posting('UNPOST_DETAIL', POSTING),
  undistributedDetail: posting('UNDISTRIBUTED_DETAIL', POSTING),
  postingAgentEatDetail: posting('POSTING_AGENT_EAT_DETAIL', POSTING),

  // Admin group
  // Main accounts only: a sub-account has no function that opens results (SPEC 6 names none).
  result: admin('RESULT', { ...menu('admin', 1), roles: SUPER_ADMIN_AND_COMPANY, mainAccountOnly: true }),
  // The super admin's own settings: every change they offer is a main account's call (the kernel's
  // CALL_ACCESS 'mainAccount'), so its staff sub-accounts are not offered screens that would refuse them.
  poolSchedule: admin('POOL_SCHEDULE', { ...menu('admin', 2), roles: SUPER_ADMIN, mainAccountOnly: true }),
  cutoffTime: admin('CUTOFF_TIME', { ...menu('admin', 3), roles: SUPER_ADMIN, mainAccountOnly: true }),
  rolesManage: admin('MANAGE_ROLES', {
    ...menu('admin', 4),
    roles: SUPER_ADMIN,
    calls: ['GET /api/Setting/GetRoles'],
  }),
  announcementSetting: admin('ANNOUNCEMENT_SETTING', {
    ...menu('admin', 5),
    roles: SUPER_ADMIN,
    mainAccountOnly: true,
  }),
  systemSetting: admin('SYSTEM_SETTING', {
    ...menu('admin', 6),
    roles: SUPER_ADMIN,
    secondaryPassword: true,
    calls: ['GET /api/Configuration/GetSystemSetting'],
  }),
  currency: admin('CURRENCY_SETTING', {
    ...menu('admin', 7),
    roles: SUPER_ADMIN,
    calls: ['GET /api/Configuration/GetCurrencySetting'],
  }),
  redNumber: admin('RED_NUMBER', {
    ...menu('admin', 8),
    access: [fn('Red Number')],
    calls: ['POST /api/Configuration/GetRedNumber'],
  }),
  masterTemplate: admin('MASTER_TEMPLATE', {
    ...menu('admin', 9),
    roles: SUPER_ADMIN,
    mainAccountOnly: true,
    calls: ['POST /api/Configuration/GetMasterTemplates'],
  }),
  apiLog: admin('API_LOG', {
    ...menu('admin', 10),
    roles: SUPER_ADMIN,
    calls: ['POST /api/Configuration/GetApiLog'],
  }),
  apiRequestLog: admin('API_REQUEST_LOG', {
    ...menu('admin', 11),
    roles: SUPER_ADMIN,
    calls: ['POST /api/Configuration/GetApiRequestLog'],
  }),
  adminTool: admin('ADMIN_TOOL', {
    ...menu('admin', 12),
    roles: SUPER_ADMIN,
    secondaryPassword: true,
    calls: ['GET /api/Configuration/GetMaintenanceJobs'],
  }),
  remoteRollout: admin('REMOTE_ROLLOUT', {
    ...menu('admin', 13),
    roles: SUPER_ADMIN,
    secondaryPassword: true,
    calls: ['GET /api/Configuration/GetRemoteRollout'],
  }),
};

/** Every route, in table order. */
export const ROUTES: readonly RouteDef[] = (Object.keys(TABLE) as RouteId[]).map((id) => ({
  path: PATHS[id],
  ...TABLE[id],
}));

/** A route by its id (typed), e.g. routeById('mapDetail'). */
export function routeById(id: RouteId): RouteDef {
  return { path: PATHS[id], ...TABLE[id] };
}

/** Side-menu groups, in menu order, with their title keys. */
export const MENU_GROUPS: readonly { key: MenuGroupKey; titleKey: string }[] = [
  { key: 'account', titleKey: 'MENU_ACCOUNT' },
  { key: 'betting', titleKey: 'MENU_BETTING' },
  { key: 'report', titleKey: 'MENU_REPORT' },
  { key: 'posting', titleKey: 'MENU_POSTING' },
  { key: 'admin', titleKey: 'MENU_ADMIN' },
];
