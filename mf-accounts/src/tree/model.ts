/** Pure rules of the account tree screens: statuses, formats, labels (no React, no I/O). */
import type { TFunction } from 'i18next';

export const STATUSES = ['active', 'inactive', 'suspended'] as const;
export type Status = (typeof STATUSES)[number];

/** DOMAIN 2: usernames are 3 to 20 letters, digits and '_'. */
export const USERNAME_RE = /^[A-Za-z0-9_]{3,20}$/;
/** The server refuses new passwords shorter than this (contract NewPasswordSchema). */
export const PASSWORD_MIN = 8;

/** 'Multilevel (Master)' style label of a role with its agent level. */
export function roleLabel(t: TFunction, roleId: number, agentLevel?: number | null): string {
  if (roleId === 4 && agentLevel) return t(`level.${agentLevel}`);
  return t(`role.${roleId}`);
}

/** Status choices of a select, labelled in the caller's language. */
export function statusOptions(t: TFunction): { value: string; label: string }[] {
  return STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
}
/** An amount of currency units with at most 2 decimals (0 allowed). */
export const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;

/** The account a row action (credit limit, status, move, delete) works on. */
export interface TargetAccount {
  userId: number;
  username: string;
  status: Status;
  creditLimit: number;
}

/** What every row-action modal is given. */
export interface ActionModalProps {
  target: TargetAccount;
  onClose: () => void;
  onDone: () => void;
}
