import { BehaviorSubject } from 'rxjs';
import { credit$ } from '@drawdesk/shared-kernel/bus';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import type { CreditAgent } from '../auth/authApi';

/** True when the logged-in user's credit is unlimited (the super admin). */
export const creditUnlimited$ = new BehaviorSubject<boolean>(false);

/** The query key of a user's credit figures (shell/src/credit/useCredit.ts). */
export const creditQueryKey = (userId: number | undefined) => ['shell', 'credit', userId] as const;

/** Publishes a user's credit figures on credit$ (what every app reads). */
export function publishCredit(agent: CreditAgent, user: Pick<LoginUserData, 'userRoleId'>): void {
  creditUnlimited$.next(agent.unlimited === true || user.userRoleId === Role.SuperAdmin);
  credit$.next({ creditLeft: agent.creditLeft, creditLimit: agent.creditLimit });
}

export function clearCredit(): void {
  credit$.next(null);
  creditUnlimited$.next(false);
}
