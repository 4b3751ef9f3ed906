import { useCallback, useEffect, useState } from 'react';
import { ordersApi, type BettingContext } from './api';
import type { GetBettingContextBody } from '@drawdesk/shared-kernel/contract';

/** The betting context of the chosen bettor, reloaded when the bettor or the keyword changes. */
export function useBettingContext() {
  const [ctx, setCtx] = useState<BettingContext | null>(null);
  const [bettorId, setBettorId] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const load = useCallback(async () => {
    const body: GetBettingContextBody = {};
    if (bettorId !== undefined) body.targetUserId = bettorId;
    if (keyword.trim()) body.keyword = keyword.trim();
    const reply = await ordersApi.bettingContext(body);
    if (reply.success && reply.data) setCtx(reply.data);
  }, [bettorId, keyword]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), keyword ? 300 : 0);
    return () => clearTimeout(timer);
  }, [load, keyword]);
  return { ctx, bettorId, setBettorId, keyword, setKeyword, reload: load };
}

/** What useBettingContext gives a screen (the bettor picker takes it whole). */
export type BettingState = ReturnType<typeof useBettingContext>;
