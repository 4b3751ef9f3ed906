import { BehaviorSubject } from 'rxjs';
import { credit$ } from '@drawdesk/shared-kernel/bus';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { authApi } from '../auth/authApi';

/** True when the logged-in user's credit is unlimited (the super admin). */
export const creditUnlimited$ = new BehaviorSubject<boolean>(false);

/** Fetch the user's credit figures (without the busy indicator) and publish them on credit$. */
export async function refreshCredit(user: Pick<LoginUserData, 'userId' | 'userRoleId'>): Promise<void> {
  const reply = await authApi.userDetails(user.userId);
  const agent = reply.success ? reply.data?.agent : undefined;
  if (!agent) return;
  creditUnlimited$.next(agent.unlimited === true || user.userRoleId === Role.SuperAdmin);
  credit$.next({ creditLeft: agent.creditLeft, creditLimit: agent.creditLimit });
}

export function clearCredit(): void {
  credit$.next(null);
  creditUnlimited$.next(false);
}
