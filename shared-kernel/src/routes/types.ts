import type { RemoteName } from '../contract/values';
import type { RoleName } from '../domain/roles';

/** Function names of SPEC 6 (access-string entries). */
export type FunctionName =
  | 'Downline'
  | 'Main Account'
  | 'Bet Schedule'
  | 'Bet'
  | 'Bet History'
  | 'Company'
  | 'Fight Limit'
  | 'Red Number'
  | 'Stakeholder Report'
  | 'Inbox Report'
  | 'Profit Loss Report'
  | 'Daily Sales Report'
  | 'Group Sales Report'
  | 'Map Report'
  | 'Total Bet Report'
  | 'Total Stake Report'
  | 'Payout Report'
  | 'Winning Report'
  | 'GD Win Loss Report'
  | 'Payment Report'
  | 'Package List'
  | 'WinLoss Earned Report'
  | 'WinLoss Occupied Report'
  | 'Master Resend Order'
  | 'Resend Order';

/** Access levels of SPEC 6: 1 view, 2 create, 3 edit, 4 delete. */
export type AccessLevel = 1 | 2 | 3 | 4;

export type MenuGroupKey = 'account' | 'betting' | 'report' | 'posting' | 'admin' | 'general';

export interface RouteDef {
  /** Exact path of SPEC 2 (case as written there). */
  path: string;
  /** Who renders it: the shell itself or one remote. */
  owner: 'shell' | RemoteName;
  /** i18n key of the page title (browser title is '<title> | DrawDesk'). */
  titleKey: string;
  /** Shown in the numbered side menu under this group, in this order; absent = not in the menu. */
  menu?: { group: MenuGroupKey; order: number };
  /** Needs any one of these functions with any one of its levels (SPEC 6). Absent = no function needed. */
  access?: { fn: FunctionName; levels: AccessLevel[] }[];
  /** Needs one of these role names (SPEC 6). Absent = any role. */
  roles?: RoleName[];
  /** Main accounts only (no mainAccount id), e.g. /manage-profile. */
  mainAccountOnly?: boolean;
  /**
   * The calls the screen makes to open (keys of the kernel's CALL_ACCESS, e.g.
   * 'POST /api/Payment/InitDrawPayment'). A sub-account sees the route only when the access table
   * the server applies lets it make every one: the same rule, so no menu entry it opens is refused.
   */
  calls?: readonly string[];
  /** Asks for the secondary password before opening (SPEC 2.7). */
  secondaryPassword?: boolean;
  /** Usernames this entry is hidden from (SPEC 2.7). */
  temporaryDisableFor?: string[];
  /** Reachable without login (/login, /terms-and-conditions). */
  public?: boolean;
  /** No page header, full width (map detail, SPEC 2.6). */
  bare?: boolean;
  /** The path only redirects there ('/' -> '/dashboard', SPEC 2.1). */
  redirect?: string;
}
