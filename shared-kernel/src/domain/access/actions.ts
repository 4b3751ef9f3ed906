/**
 * Who may take the actions the screens offer (SPEC 6, DOMAIN 2 and 9). Pure: the server decides
 * with these rules, and the screens use the same ones to show a button only to whom the server will
 * then accept it, and a short note instead of it for the others.
 */
import type { AccessLevel } from '../../routes/types';
import { hasAccess } from './permissions';
import { Role } from '../roles';

/** The acting login, as these rules see it. */
export interface ActionUser {
  readonly roleId: number;
  /** The effective access string (a sub-account's cut to its main account's). */
  readonly accessString: string;
}

/** Why an order would be refused before any input is read, or null. */
export type OrderRefusal =
  /** The IT admin reads everything and changes nothing (DOMAIN 2). */
  | 'readOnlyRole'
  /** Placing an order needs the Bet function with create (level 2). */
  | 'noBetCreate';

/** DOMAIN 9 step 1, what needs no database: never the IT admin, the Bet function at level 2. */
export function orderRefusal(user: ActionUser): OrderRefusal | null {
  if (user.roleId === Role.ItAdmin) return 'readOnlyRole';
  if (!hasAccess(user.accessString, 'Bet', [2])) return 'noBetCreate';
  return null;
}

export const mayPlaceOrders = (user: ActionUser): boolean => orderRefusal(user) === null;

/** Voiding auto tickets (SPEC 4): never the IT admin; the Bet function with create or delete. */
export function mayVoidAutoTickets(user: ActionUser): boolean {
  return user.roleId !== Role.ItAdmin && hasAccess(user.accessString, 'Bet', [2, 4]);
}

/**
 * SPEC 6: reading or changing downline accounts needs the Downline function at that level (1 view,
 * 2 create, 3 edit, 4 delete); the IT admin only reads (DOMAIN 2). The tree scope is the server's.
 */
export function mayUseDownline(user: ActionUser, level: AccessLevel): boolean {
  if (user.roleId === Role.ItAdmin && level !== 1) return false;
  return hasAccess(user.accessString, 'Downline', [level]);
}

/** Who opens a report, as its rule sees it. */
export interface ReportUser {
  readonly accessString: string;
  readonly isSubAccount: boolean;
  /** A sub-account's report access (SPEC 3); undefined: not known (then only the access string decides). */
  readonly reportAccess?: readonly string[] | undefined;
}

/**
 * Who may open a report (REPORTS.md "Who may"): one of the report's functions at any level, and a
 * sub-account one of them in its report access too (SPEC 3).
 */
export function mayOpenReport(user: ReportUser, functions: readonly string[]): boolean {
  if (!functions.some((fn) => hasAccess(user.accessString, fn, [1, 2, 3, 4]))) return false;
  if (!user.isSubAccount || user.reportAccess === undefined) return true;
  const granted = user.reportAccess;
  return functions.some((fn) => granted.includes(fn));
}

/** The void settings of the account a login acts for (its main account for a sub-account). */
export interface VoidSettings {
  /** A bettor may void its own tickets. */
  readonly allowSelfVoid: boolean;
  /** An upline may void its downlines' tickets. */
  readonly voidTicketAuthority: boolean;
}

/** The login and the account it acts for (its principal: the main account of a sub-account). */
export interface VoidActor extends ActionUser {
  readonly principalId: number;
  readonly principalRoleId: number;
  readonly settings: VoidSettings;
}

/** Why the actor may not void a ticket (its rights only: status and draw times are the ticket's), or null. */
export type VoidRefusal =
  | 'readOnlyRole'
  /** Voiding needs the Bet function with create, edit or delete. */
  | 'noBetWrite'
  /** The bettor's own ticket, and self void is off for it. */
  | 'selfVoidOff'
  /** A downline's ticket, and the actor holds no void ticket authority. */
  | 'noVoidAuthority';

/** What refuses a void whatever the ticket: never the IT admin; the Bet function at 2, 3 or 4. */
export function voidCallRefusal(user: ActionUser): 'readOnlyRole' | 'noBetWrite' | null {
  if (user.roleId === Role.ItAdmin) return 'readOnlyRole';
  if (!hasAccess(user.accessString, 'Bet', [2, 3, 4])) return 'noBetWrite';
  return null;
}

/**
 * DOMAIN 9: who may void. Never the IT admin; the Bet function at 2, 3 or 4; then the super admin
 * always, the bettor itself with allowSelfVoid, a company always, another upline with
 * voidTicketAuthority. `bettorId` null asks about the actor's downlines' tickets in general.
 * The ticket must also be in the actor's tree (the server checks the tree).
 */
export function voidRefusal(actor: VoidActor, bettorId: number | null): VoidRefusal | null {
  const call = voidCallRefusal(actor);
  if (call) return call;
  if (actor.roleId === Role.SuperAdmin) return null;
  if (bettorId === actor.principalId) return actor.settings.allowSelfVoid ? null : 'selfVoidOff';
  if (actor.principalRoleId === Role.Company) return null;
  return actor.settings.voidTicketAuthority ? null : 'noVoidAuthority';
}

/** The void rights of an actor, as the inbox reply carries them to the screens. */
export interface VoidRights {
  /** Why it may not void its downlines' tickets, or null. */
  readonly others: VoidRefusal | null;
  /** Why it may not void its own tickets (a bettor's), or null. */
  readonly own: VoidRefusal | null;
}

export function voidRightsOf(actor: VoidActor): VoidRights {
  return { others: voidRefusal(actor, null), own: voidRefusal(actor, actor.principalId) };
}

/** The refusal for one ticket, from the rights the inbox reply carries. */
export const ticketVoidRefusal = (
  rights: VoidRights,
  principalId: number,
  bettorId: number,
): VoidRefusal | null => (bettorId === principalId ? rights.own : rights.others);
