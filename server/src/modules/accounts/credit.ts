import { isBettorRole, Role, type Cents, type RoleId } from '@drawdesk/shared-kernel/domain';

export interface CreditInput {
  roleId: RoleId;
  /** null = unbounded (super admin). */
  creditLimit: Cents | null;
  balance: Cents;
  outstanding: Cents;
  /** Sum of the direct downlines' credit limits (main accounts only). */
  downlineLimits: Cents;
}

export interface CreditFigures {
  creditLimit: Cents;
  creditLeft: Cents;
  unlimited: boolean;
}

/** DOMAIN 3: what an account may still hand down (agents, companies) or spend (bettors). */
export function creditFigures(input: CreditInput): CreditFigures {
  if (input.roleId === Role.SuperAdmin || input.creditLimit === null) {
    return { creditLimit: 0, creditLeft: 0, unlimited: true };
  }
  const creditLeft = isBettorRole(input.roleId)
    ? input.creditLimit - input.outstanding + input.balance
    : input.creditLimit - input.downlineLimits;
  return { creditLimit: input.creditLimit, creditLeft, unlimited: false };
}
