import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api, newRequestKey } from '@drawdesk/shared-kernel/api';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import type {
  BetErrorRow,
  BettingContext,
  InboxTicket,
  PlaceOrderData,
} from '@drawdesk/shared-kernel/contract';
import {
  formatAmount,
  formatDateTime,
  formatDayMonth,
  poolLetters,
  POOLS,
} from '@drawdesk/shared-kernel/domain';
import type { BetError } from '@drawdesk/shared-kernel/domain/betting';
import {
  Button,
  ControlBar,
  DataTable,
  Hint,
  Panel,
  showDialog,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { ORDERS_NAMESPACE, registerOrdersTranslations } from './i18n';
import type { OrderPreview } from './preview';

registerOrdersTranslations();

export const ORDERS_NAMESPACES = [ORDERS_NAMESPACE, 'common', 'ui'] as const;

export function useOrdersT() {
  return useTranslation(ORDERS_NAMESPACE);
}

/** A row of controls (the kernel's control bar). */
export const Row = ControlBar;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(480px, 1fr) minmax(420px, 1fr);
  gap: ${theme.space.md};
  align-items: start;
`;

export { Hint };

export const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: ${theme.font.small};
`;

/** The betting context of the chosen bettor, reloaded when the bettor or the keyword changes. */
export function useBettingContext() {
  const [ctx, setCtx] = useState<BettingContext | null>(null);
  const [bettorId, setBettorId] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const load = useCallback(async () => {
    const body: Record<string, unknown> = {};
    if (bettorId !== undefined) body.targetUserId = bettorId;
    if (keyword.trim()) body.keyword = keyword.trim();
    const reply = await api.post<BettingContext | null>('Bet', 'GetBettingContext', body);
    if (reply.success && reply.data) setCtx(reply.data);
  }, [bettorId, keyword]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), keyword ? 300 : 0);
    return () => clearTimeout(timer);
  }, [load, keyword]);
  return { ctx, bettorId, setBettorId, keyword, setKeyword, reload: load };
}

/** Bettor search and choice for agents; a bettor ordering for itself sees its own name. */
export function BettorPicker({ betting }: { betting: ReturnType<typeof useBettingContext> }) {
  const { ctx, bettorId, setBettorId: onBettor, keyword, setKeyword: onKeyword } = betting;
  const { t } = useOrdersT();
  if (!ctx) return null;
  const self =
    ctx.bettor &&
    ctx.bettors.length === 1 &&
    ctx.bettors[0]!.userId === ctx.bettor.userId &&
    bettorId === undefined;
  const options = [...ctx.bettors];
  if (ctx.bettor && !options.some((b) => b.userId === ctx.bettor!.userId)) options.unshift(ctx.bettor);
  return (
    <Row>
      {self ? (
        <div data-testid="bettor-self">
          {t('common.bettor')}: <strong>{ctx.bettor!.username}</strong>
        </div>
      ) : (
        <>
          <label>
            {t('common.searchBettor')}{' '}
            <input
              aria-label={t('common.searchBettor')}
              value={keyword}
              onChange={(e) => onKeyword(e.target.value)}
            />
          </label>
          <label>
            {t('common.bettor')}{' '}
            <select
              aria-label={t('common.bettor')}
              value={bettorId ?? ''}
              onChange={(e) => onBettor(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">-</option>
              {options.map((b) => (
                <option key={b.userId} value={b.userId}>
                  {b.username}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <div data-testid="bettor-credit-left">
        {t('common.creditLeft')}: <strong>{formatAmount(ctx.creditLeft)}</strong>
      </div>
    </Row>
  );
}

/** Translated "Line n: reason (detail)". */
export function useErrorText() {
  const { t } = useOrdersT();
  return (e: Pick<BetError, 'line' | 'reason' | 'detail'>) => {
    const msg = `${t(`errors.${e.reason}`)}${e.detail ? ` (${e.detail})` : ''}`;
    return e.line > 0 ? `${t('common.line', { line: e.line })}: ${msg}` : msg;
  };
}

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${theme.space.md};
  margin: 0 0 ${theme.space.sm};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Parsed lines, expanded count, gross and net; or the errors by line. */
export function PreviewPanel({ preview, empty }: { preview: OrderPreview | null; empty: boolean }) {
  const { t } = useOrdersT();
  const errorText = useErrorText();
  return (
    <Panel title={t('common.preview')}>
      <div data-testid="order-preview">
        {empty || !preview ? (
          <Hint>{t('common.nothingYet')}</Hint>
        ) : preview.errors.length > 0 ? (
          <div role="alert">
            <ErrorText>{t('common.hasErrors')}</ErrorText>
            <ul data-testid="preview-errors">
              {preview.errors.map((e, i) => (
                <li key={i}>
                  <ErrorText>{errorText(e)}</ErrorText>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <Totals>
              <dt>{t('common.lines')}</dt>
              <dd data-testid="preview-lines">{preview.lines.length}</dd>
              <dt>{t('common.expanded')}</dt>
              <dd data-testid="preview-expanded">{preview.expanded}</dd>
              <dt>{t('common.gross')}</dt>
              <dd data-testid="preview-gross">{formatAmount(preview.grossCents / 100)}</dd>
              <dt>{t('common.net')}</dt>
              <dd data-testid="preview-net">{formatAmount(preview.netCents / 100)}</dd>
            </Totals>
            <table aria-label={t('common.preview')}>
              <tbody>
                {preview.lines.map((l) => (
                  <tr key={l.line}>
                    <td>{t('common.line', { line: l.line })}</td>
                    <td>{l.text}</td>
                    <td>*{l.pools}</td>
                    <td>{l.dates.map((d) => formatDayMonth(d)).join(',')}</td>
                    <td>{l.bets}</td>
                    <td>{formatAmount(l.grossCents / 100)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </Panel>
  );
}

const ReceiptPre = styled.pre`
  font-family: monospace;
  background: #fff;
  border: 1px solid #ddd;
  padding: ${theme.space.sm};
  margin: 0 0 ${theme.space.sm};
  .so {
    background: #ffe3e3;
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

/** The placed ticket's receipt, S.O lines highlighted, with Copy and Print. */
export function ReceiptPanel({ reply }: { reply: PlaceOrderData }) {
  const { t } = useOrdersT();
  const copy = async () => {
    await navigator.clipboard.writeText(reply.receiptString);
    await showDialog('success', t('common.copied'));
  };
  const print = () => {
    const w = window.open('', '_blank', 'width=400,height=600');
    if (!w) return;
    const pre = w.document.createElement('pre');
    pre.textContent = reply.receiptString;
    w.document.body.appendChild(pre);
    w.print();
  };
  return (
    <Panel title={`${t('common.receipt')} #${reply.ticketNo}`}>
      <ReceiptPre data-testid="receipt">
        {reply.receiptString.split('\n').map((line, i) => (
          <div key={i} className={line.startsWith('S.O') ? 'so' : undefined}>
            {line}
          </div>
        ))}
      </ReceiptPre>
      {reply.soldOut.length > 0 && (
        <ErrorText>{t('common.soldOut', { count: reply.soldOut.length })}</ErrorText>
      )}
      <Row>
        <span>
          {t('common.gross')}: {formatAmount(reply.grossAmount)} · {t('common.net')}:{' '}
          {formatAmount(reply.netAmount)}
        </span>
        <Button onClick={() => void copy()}>{t('common.copy')}</Button>
        <Button onClick={print}>{t('common.print')}</Button>
      </Row>
    </Panel>
  );
}

export function statusText(t: (k: string) => string, status: number): string {
  return t(`common.statuses.s${status}`);
}

/** The bettor's latest tickets (GetTicket). */
export function RecentTickets({
  bettorId,
  refreshKey,
}: {
  bettorId: number | undefined;
  refreshKey: number;
}) {
  const { t } = useOrdersT();
  const table = useRef<DataTableHandle>(null);
  useEffect(() => table.current?.refresh(), [refreshKey]);
  const fetchPage: FetchPage<InboxTicket> = (q) =>
    api.fetchPage<InboxTicket>('Report', 'GetTicket', bettorId ? { bettorId, dateType: 'order' } : {}, q);
  const columns: DataTableColumn<InboxTicket>[] = [
    { id: 'ticketNo', header: 'common.ticketNo' },
    { id: 'bettor', header: 'common.bettor' },
    { id: 'orderDate', header: 'common.orderDate', value: (r) => formatDateTime(r.orderDate) },
    { id: 'drawDates', header: 'common.drawDates', value: (r) => r.drawDates.join(', ') },
    {
      id: 'pools',
      header: 'common.pools',
      value: (r) => poolLetters(r.pools),
    },
    { id: 'grossAmount', header: 'common.gross', kind: 'amount' },
    { id: 'netAmount', header: 'common.net', kind: 'amount' },
    { id: 'status', header: 'common.status', value: (r) => statusText(t, r.status) },
  ];
  return (
    <Panel title={t('common.recentTickets')}>
      <DataTable
        ref={table}
        caption={t('common.recentTickets')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={{ bettorId }}
        getRowId={(r) => String(r.ticketId)}
        namespaces={ORDERS_NAMESPACES}
        rowTint={(r) => (r.status === 2 || r.status === 99 ? 'danger' : undefined)}
      />
    </Panel>
  );
}

type PlaceReply = PlaceOrderData | { errors: BetErrorRow[] } | null;

/**
 * Places an order with an order key kept until it succeeds, so a retried submit is idempotent.
 * On success the header credit refreshes (creditRefresh$), `onPlaced` runs (the betting context's
 * reload) and `placed` counts up (the recent tickets' refresh key).
 */
export function useOrderSubmit(call: 'PlaceExpressOrder' | 'PlaceWebOrder', onPlaced: () => unknown) {
  const key = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(0);
  const [reply, setReply] = useState<PlaceOrderData | null>(null);
  const [serverErrors, setServerErrors] = useState<BetErrorRow[]>([]);
  const submit = async (body: Record<string, unknown>): Promise<boolean> => {
    if (placing) return false;
    key.current ??= newRequestKey();
    setPlacing(true);
    try {
      const res = await api.post<PlaceReply>('Bet', call, { ...body, orderKey: key.current });
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
  /** The input changed: a later submit is a new order. */
  const changed = () => {
    key.current = null;
  };
  return { submit, placing, placed, reply, serverErrors, changed };
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/** Pool checkboxes (pools with open draws first in id order). */
export function PoolBoxes({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const { t } = useOrdersT();
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend>{t('common.pools')}</legend>
      {POOLS.map((p) => (
        <label key={p.id} style={{ marginRight: 8 }}>
          <input
            type="checkbox"
            checked={value.includes(p.id)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...value, p.id].sort((a, b) => a - b) : value.filter((x) => x !== p.id),
              )
            }
          />{' '}
          {p.displayName}
        </label>
      ))}
    </fieldset>
  );
}
