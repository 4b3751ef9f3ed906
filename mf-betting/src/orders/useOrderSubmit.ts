import { useCallback, useRef, useState } from 'react';
import { newRequestKey } from '@drawdesk/shared-kernel/api';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import type { Envelope } from '@drawdesk/shared-kernel/contract';
import type { BetErrorRow, PlaceOrderData, PlaceReply } from './api';

/**
 * Places an order with an order key kept until it succeeds, so a retried submit is idempotent.
 * On success the header credit refreshes (creditRefresh$), `onPlaced` runs (the betting context's
 * reload) and `placed` counts up (the recent tickets' refresh key).
 */
export function useOrderSubmit<B extends { orderKey: string }>(
  place: (body: B) => Promise<Envelope<PlaceReply>>,
  onPlaced: () => unknown,
) {
  const key = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(0);
  const [reply, setReply] = useState<PlaceOrderData | null>(null);
  const [serverErrors, setServerErrors] = useState<BetErrorRow[]>([]);
  const submit = async (body: Omit<B, 'orderKey'>): Promise<boolean> => {
    if (placing) return false;
    key.current ??= newRequestKey();
    setPlacing(true);
    try {
      // The body with this order's key is a whole B (the key is the only field it lacked).
      const res = await place({ ...body, orderKey: key.current } as B);
      if (res.success && res.data && 'ticketId' in res.data) {
        key.current = null;
        setReply(res.data);
        setServerErrors([]);
        setPlaced((n) => n + 1);
        creditRefresh$.next();
        void onPlaced();
        return true;
      }
      if (res.data && 'errors' in res.data) setServerErrors(res.data.errors);
      return false;
    } finally {
      setPlacing(false);
    }
  };
  /** The input changed: a later submit is a new order. Stable, so a form can call it from an effect. */
  const changed = useCallback(() => {
    key.current = null;
  }, []);
  return { submit, placing, placed, reply, serverErrors, changed };
}
