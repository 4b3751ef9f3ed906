import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '@drawdesk/shared-kernel/api';
import type { ReportInit } from '@drawdesk/shared-kernel/contract';
import { businessDate, POOLS, Role } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  DataTable,
  Page,
  Panel,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type OverallItem,
} from '@drawdesk/shared-kernel/ui';
import { registerWinLossTranslations, WINLOSS_NAMESPACE } from './i18n';

registerWinLossTranslations();

/** Namespaces the report tables look keys up in, first match wins. */
export const WINLOSS_NAMESPACES = [WINLOSS_NAMESPACE, 'common', 'ui'] as const;

export function useWinLossT() {
  return useTranslation(WINLOSS_NAMESPACE);
}

export interface ReportFilter {
  fromDate: string;
  toDate: string;
  /** Empty = all pools. */
  poolIds: number[];
  /** Report currency; absent = the server's base currency. */
  currency?: string;
}

export const defaultFilter = (now: Date = new Date()): ReportFilter => {
  const today = businessDate(now);
  return { fromDate: today, toDate: today, poolIds: [] };
};

/** The call's filter fields: poolIds only when some pools are chosen, currency when one is. */
export function filterBody(f: ReportFilter): Record<string, unknown> {
  return {
    fromDate: f.fromDate,
    toDate: f.toDate,
    ...(f.poolIds.length > 0 ? { poolIds: [...f.poolIds].sort((a, b) => a - b) } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
  };
}

export interface ReportFilterState {
  filter: ReportFilter;
  setFilter: (f: ReportFilter) => void;
  /** Currencies the picker offers (base first); empty: no picker. */
  currencies: readonly string[];
  /** False until InitReport has answered (the first search waits for the default currency). */
  ready: boolean;
}

/**
 * The applied filter of a report screen. Its currency starts as InitReport's default (the
 * caller's account currency when it has a rate, else the base); if InitReport fails the screen
 * works without a picker, in the base currency.
 */
export function useReportFilter(initialFilter?: ReportFilter): ReportFilterState {
  const [filter, setFilter] = useState<ReportFilter>(initialFilter ?? defaultFilter());
  const [currencies, setCurrencies] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    const done = (init: ReportInit | null) => {
      if (!live) return;
      setCurrencies(init?.currencies ?? []);
      if (init) setFilter((f) => (f.currency ? f : { ...f, currency: init.currency }));
    };
    api.get<ReportInit>('Report', 'InitReport').then(
      (reply) => done(reply.success ? reply.data : null),
      () => done(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return { filter, setFilter, currencies: currencies ?? [], ready: currencies !== null };
}

export const rangeError = (f: ReportFilter): string | null =>
  !f.fromDate || !f.toDate || f.fromDate > f.toDate ? 'msg.badRange' : null;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.sm};
  fieldset {
    border: 1px solid ${theme.colors.border};
    padding: 2px 8px;
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

export const Warning = styled.p`
  color: ${theme.colors.warning};
  font-weight: 600;
  margin: 0 0 ${theme.space.sm};
`;

const Crumbs = styled.nav`
  margin-bottom: ${theme.space.sm};
  button {
    background: none;
    border: 0;
    color: ${theme.colors.primary};
    cursor: pointer;
    padding: 0 4px;
  }
`;

/** Date range, pools and currency; Search applies them. */
export function ReportFilters({
  value,
  onApply,
  pools = true,
  currencies = [],
}: {
  value: ReportFilter;
  onApply: (f: ReportFilter) => void;
  pools?: boolean;
  currencies?: readonly string[];
}) {
  const { t } = useWinLossT();
  const [draft, setDraft] = useState(value);
  const error = rangeError(draft);
  const toggle = (id: number, on: boolean) =>
    setDraft((d) => ({ ...d, poolIds: on ? [...d.poolIds, id] : d.poolIds.filter((p) => p !== id) }));
  return (
    <Row>
      <label>
        {t('filter.from')}{' '}
        <input
          type="date"
          aria-label={t('filter.from')}
          value={draft.fromDate}
          onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })}
        />
      </label>
      <label>
        {t('filter.to')}{' '}
        <input
          type="date"
          aria-label={t('filter.to')}
          value={draft.toDate}
          onChange={(e) => setDraft({ ...draft, toDate: e.target.value })}
        />
      </label>
      {pools && (
        <fieldset>
          <legend>{t('filter.pools')}</legend>
          {POOLS.map((p) => (
            <label key={p.id}>
              <input
                type="checkbox"
                checked={draft.poolIds.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
              />{' '}
              {p.displayName}
            </label>
          ))}
        </fieldset>
      )}
      {currencies.length > 0 && (
        <label>
          {t('filter.currency')}{' '}
          <select
            aria-label={t('filter.currency')}
            value={draft.currency ?? currencies[0]}
            onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      <div>
        <Button disabled={error !== null} onClick={() => onApply(draft)}>
          {t('filter.search')}
        </Button>
      </div>
      {error && <Warning role="alert">{t(error)}</Warning>}
    </Row>
  );
}

export interface TrailStep {
  userId: number;
  username: string;
}

/** Where the drill-down is: my downlines, then each account clicked; a click goes back to it. */
export function Breadcrumb({
  trail,
  onGo,
}: {
  trail: readonly TrailStep[];
  onGo: (steps: TrailStep[]) => void;
}) {
  const { t } = useWinLossT();
  return (
    <Crumbs aria-label={t('crumb.label')}>
      <button type="button" aria-current={trail.length === 0 ? 'page' : undefined} onClick={() => onGo([])}>
        {t('crumb.self')}
      </button>
      {trail.map((s, i) => (
        <span key={s.userId}>
          {' › '}
          <button
            type="button"
            aria-current={i === trail.length - 1 ? 'page' : undefined}
            onClick={() => onGo(trail.slice(0, i + 1))}
          >
            {s.username}
          </button>
        </span>
      ))}
    </Crumbs>
  );
}

/** Rows of agents and companies have downlines to drill into; players and houses do not. */
export const isDrillable = (roleId: number | undefined): boolean =>
  roleId === undefined || roleId === Role.Company || roleId === Role.Multilevel;

export interface DrillReportProps<T extends { userId: number; username: string }, O> {
  titleKey: string;
  call: 'GetWinLossReport' | 'GetSalesSummary';
  columns: DataTableColumn<T, O>[];
  overall: (o: O | undefined) => OverallItem[];
  exportFileName: string;
  canDrill: (row: T) => boolean;
  /** For tests: the filter to start with. */
  initialFilter?: ReportFilter;
}

/**
 * A DOMAIN 14 report: filters, a server-paged table of direct downlines with totals footer and the
 * overall strip, drill-down by clicking a row (breadcrumb back), CSV/Excel export, and the
 * processing warning when the reply's overallInfo carries it.
 */
export function DrillReport<
  T extends { userId: number; username: string },
  O extends { processing?: boolean },
>(props: DrillReportProps<T, O>) {
  const { t } = useWinLossT();
  const { filter, setFilter, currencies, ready } = useReportFilter(props.initialFilter);
  const [trail, setTrail] = useState<TrailStep[]>([]);
  const [processing, setProcessing] = useState(false);
  const table = useRef<DataTableHandle>(null);
  const viewing = trail.at(-1);
  const query = { ...filterBody(filter), ...(viewing ? { userId: viewing.userId } : {}) };

  const fetchPage: FetchPage<T, O> = async (q) => {
    const page = await api.fetchPage<T, O>('Report', props.call, query, q);
    setProcessing(Boolean(page.overallInfo && page.overallInfo.processing));
    return page;
  };

  return (
    <Page titleKey={props.titleKey}>
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} />
            <Breadcrumb trail={trail} onGo={setTrail} />
            {processing && <Warning role="status">{t('msg.processing')}</Warning>}
            <DataTable<T, O>
              ref={table}
              caption={t(props.titleKey, { ns: ['common', 'ui'] })}
              columns={props.columns}
              fetchPage={fetchPage}
              queryKey={query}
              getRowId={(r) => String(r.userId)}
              namespaces={WINLOSS_NAMESPACES}
              overall={props.overall}
              onRowClick={(row) => {
                if (props.canDrill(row)) setTrail([...trail, { userId: row.userId, username: row.username }]);
              }}
              exportCsv
              exportExcel
              exportFileName={props.exportFileName}
            />
          </>
        )}
      </Panel>
    </Page>
  );
}

/** A footer cell with the overall total of one field. */
export const totalOf =
  <O,>(field: keyof O) =>
  (ctx: { overallInfo: O | undefined }): ReactNode => {
    const v = ctx.overallInfo?.[field];
    return typeof v === 'number' ? v : null;
  };
