import { useCallback, useEffect } from 'react';
import { credit$, creditRefresh$, type CreditFigures } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { useSubjectValue } from '../state/useSubjectValue';
import { creditUnlimited$, refreshCredit } from './creditStore';

export interface CreditView {
  figures: CreditFigures | null;
  unlimited: boolean;
  refresh: () => void;
}

/**
 * The logged-in user's credit figures for the header: fetched on login, on click (refresh) and
 * whenever any app asks through the bus creditRefresh$.
 */
export function useCredit(user: Pick<LoginUserData, 'userId' | 'userRoleId'> | null): CreditView {
  const figures = useSubjectValue(credit$);
  const unlimited = useSubjectValue(creditUnlimited$);
  const userId = user?.userId;
  const roleId = user?.userRoleId;

  const refresh = useCallback(() => {
    if (userId !== undefined && roleId !== undefined) void refreshCredit({ userId, userRoleId: roleId });
  }, [userId, roleId]);

  useEffect(() => {
    refresh();
    const sub = creditRefresh$.subscribe(() => refresh());
    return () => sub.unsubscribe();
  }, [refresh]);

  return { figures, unlimited, refresh };
}
