import { useEffect, useState } from 'react';
import { keepPreviousData, useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import type { GetBettingContextBody } from '@drawdesk/shared-kernel/contract';
import { ordersApi, ordersKeys } from './api';

/** How long the bettor search waits after the last keystroke before it asks the server. */
const KEYWORD_DELAY_MS = 300;

/** The request body for a chosen bettor and a search keyword (both optional). */
export function bettingContextBody(bettorId: number | undefined, keyword: string): GetBettingContextBody {
  const body: GetBettingContextBody = {};
  if (bettorId !== undefined) body.targetUserId = bettorId;
  if (keyword.trim()) body.keyword = keyword.trim();
  return body;
}

/** `value`, once it has not changed for `delay` ms (at once when it is empty). */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value ? delay : 0);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The betting context of the chosen bettor, reloaded when the bettor or the (settled) keyword
 * changes. The last context stays shown while the next one loads.
 */
export function useBettingContext() {
  const client = useQueryClient();
  const [bettorId, setBettorId] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const searched = useSettled(keyword, KEYWORD_DELAY_MS);
  const body = bettingContextBody(bettorId, searched);
  const query = useApiQuery(
    ordersKeys.bettingContext(body),
    (signal) => ordersApi.bettingContext(body, { signal }),
    { placeholderData: keepPreviousData },
  );
  const ctx = query.data?.data ?? null;
  /** Loads the context again (after an order: the credit left changed). */
  const reload = () => client.invalidateQueries({ queryKey: ordersKeys.bettingContexts });
  return { ctx, bettorId, setBettorId, keyword, setKeyword, reload };
}

/** What useBettingContext gives a screen (the bettor picker takes it whole). */
export type BettingState = ReturnType<typeof useBettingContext>;
