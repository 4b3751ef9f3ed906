import { useCallback, useEffect } from 'react';
import { credit$, creditRefresh$, type CreditFigures } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { authApi } from '../auth/authApi';
import { useSubjectValue } from '../state/useSubjectValue';
import { creditQueryKey, creditUnlimited$, publishCredit } from './creditStore';

export interface CreditView {
  figures: CreditFigures | null;
  unlimited: boolean;
  refresh: () => void;
}

/**
 * The logged-in user's credit figures for the header: fetched on login, on click (refresh) and
 * whenever any app asks through the bus creditRefresh$, and published on credit$. A refresh while
 * one is under way cancels the earlier request, so an older reply never overwrites a newer one.
 */
export function useCredit(user: Pick<LoginUserData, 'userId' | 'userRoleId'> | null): CreditView {
  const figures = useSubjectValue(credit$);
  const unlimited = useSubjectValue(creditUnlimited$);
  const userId = user?.userId;
  const roleId = user?.userRoleId;
  const client = useQueryClient();

  const { data: reply } = useApiQuery(
    creditQueryKey(userId),
    (signal) => authApi.userDetails(userId ?? 0, signal),
    { enabled: userId !== undefined },
  );
  useEffect(() => {
    const agent = reply?.data?.agent;
    if (agent && roleId !== undefined) publishCredit(agent, { userRoleId: roleId });
  }, [reply, roleId]);

  const refresh = useCallback(() => {
    if (userId !== undefined) void client.refetchQueries({ queryKey: creditQueryKey(userId), exact: true });
  }, [client, userId]);

  useEffect(() => {
    const sub = creditRefresh$.subscribe(() => refresh());
    return () => sub.unsubscribe();
  }, [refresh]);

  return { figures, unlimited, refresh };
}
