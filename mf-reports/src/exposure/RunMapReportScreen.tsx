import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DigitFilter } from '@drawdesk/shared-kernel/contract';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { AmountInput, SelectInput } from '@drawdesk/shared-kernel/forms';
import { SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  DataTable,
  Hint,
  Page,
  Panel,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type ReportLine,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { ReportFilters } from '../frame/components/ReportFilters';
import { Warning } from '../frame/components/Warning';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { readReportQuery, writeReportQuery, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { exposureApi, exposureKeys, type RunMapOverall, type RunMapRow, type RunReply } from './api';
import { useDigitOptions, usePoolOptions } from './components/MapFilterFields';
import { registerExposureTranslations, TABLE_NAMESPACES, useExposureT } from './i18n';
import {
  amountOf,
  cleanNumber,
  orderKeyFor,
  overThreshold,
  poolLabel,
  readRunOptions,
  runBody,
  ownAmounts,
  runItems,
  runMapBody,
  runMessageKey,
  runProblem,
  runRowId,
  writeRunOptions,
  type EatType,
  type PendingRun,
  type RunFilter,
} from './model';

registerFrameTranslations();
registerExposureTranslations();

type Col = DataTableColumn<RunMapRow, RunMapOverall>;

/** The filter form's values: the frame's (fromDate is the draw) and the run map's, the threshold as typed. */
type RunForm = ReportFilter & { poolId: number; digits: string; number: string; threshold: string };

const RowAmount = styled.input`
  width: 6.5rem;
  text-align: right;
`;

const Tag = styled.span`
  margin-left: 4px;
  font-size: ${theme.font.small};
  color: ${theme.colors.muted};
`;
const RunBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
`;
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  margin: 0;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
const Done = styled.p`
  color: ${theme.colors.positive};
  font-weight: 600;
  margin: ${theme.space.sm} 0 0;
`;
const Refused = styled.div`
  color: ${theme.colors.danger};
  margin: ${theme.space.sm} 0 0;
  ul {
    margin: 4px 0 0;
  }
`;

/** What the last save answered. */
type Outcome =
  | { kind: 'placed'; ticketNo: string; soldOut: string[] }
  | { kind: 'refused'; message: string; lines: { line: number; message: string }[] };

/** An amount as the tables show it; a limit that does not bind shows as a dash. */
const money = (n: number | null | undefined): string =>
  n === null || n === undefined ? '—' : formatAmount(n);

/**
 * /report/run-map-report (REPORTS.md "Exposure family"): one open draw and pool; per number and code
 * the viewer's eat, its limit, what is left of it, what went up because it was full, its runs and
 * what it still carries; rows carrying at least the chosen threshold are highlighted. A run: select
 * rows, choose the eat type and fill the run amount; Save places the caller's own order with its
 * upline (SaveRunTicket, one order key per submission, the same key when the same run is sent
 * again), then the map is read again at once.
 */
export default function RunMapReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useExposureT();
  const frame = useFrameT();
  const state = useReportFilter(initialFilter);
  const { filter, currencies, ready, error, viewing, trail } = state;
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const options = useMemo(() => readRunOptions(new URLSearchParams(paramsText)), [paramsText]);
  const runFilter = useMemo<RunFilter>(() => ({ ...filter, ...options }), [filter, options]);
  const body = useMemo(() => runMapBody(runFilter, viewing?.userId), [runFilter, viewing]);
  const formValue = useMemo<RunForm>(
    () => ({
      ...filter,
      poolId: options.poolId,
      digits: options.digits,
      number: options.number,
      threshold: options.threshold === undefined ? '' : String(options.threshold),
    }),
    [filter, options],
  );
  const apply = useCallback(
    (f: RunForm) =>
      setParams((prev) =>
        writeRunOptions(writeReportQuery(prev, f, readReportQuery(prev, f).trail), {
          poolId: f.poolId,
          digits: f.digits as DigitFilter,
          number: cleanNumber(f.number),
          threshold: amountOf(f.threshold),
        }),
      ),
    [setParams],
  );

  const eatData = useApiQuery(exposureKeys.eatData(viewing?.userId), (signal) =>
    exposureApi.eatData(viewing?.userId, signal),
  );
  const eat = eatData.data?.data ?? null;

  const [open, setOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  /** A refusal the kernel names (RunMessages) in the user's language; any other as the server wrote it. */
  const localMessage = (message: string) => {
    const known = runMessageKey(message);
    return known ? t(known.key, known.values) : message;
  };
  const fetchPage: FetchPage<RunMapRow, RunMapOverall> = async (q) => {
    const reply = await exposureApi.runMap(body, q);
    const page = reply.success || !reply.message ? reply : { ...reply, message: localMessage(reply.message) };
    setOpen(Boolean(page.overallInfo?.open));
    setProcessing(Boolean(page.overallInfo?.processing));
    return page;
  };

  const table = useRef<DataTableHandle>(null);
  const [selection, setSelection] = useState<TableSelection<RunMapRow> | null>(null);
  const [eatType, setEatType] = useState<EatType | ''>('');
  const [amountText, setAmountText] = useState('');
  // A ticked row's own run amount (by runRowId), typed in its amount column; empty: the common one.
  const [rowAmounts, setRowAmounts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pending = useRef<PendingRun | null>(null);

  const save = async () => {
    if (saving) return;
    const amount = amountOf(amountText);
    const own = ownAmounts(rowAmounts);
    const everyRowOwn = !selection?.allMatching && (selection?.rows ?? []).every((r) => own.has(runRowId(r)));
    const why = runProblem({ selected: selection?.count ?? 0, eatType, amount, open, everyRowOwn });
    setProblem(why);
    if (why !== null || eatType === '') return;
    setSaving(true);
    setOutcome(null);
    try {
      const rows = selection?.allMatching
        ? (((await table.current?.fetchAllMatching()) as RunMapRow[] | undefined) ?? [])
        : (selection?.rows ?? []);
      const run = runBody(runFilter, eatType, runItems(rows, amount, own));
      // The same run sent again (a lost reply) keeps its key: the server answers it once.
      pending.current = orderKeyFor(pending.current, run, exposureApi.newOrderKey);
      const reply = await exposureApi.saveRun({ ...run, orderKey: pending.current.orderKey });
      const data: RunReply = reply.data;
      if (reply.success && data && 'ticketId' in data) {
        pending.current = null;
        setOutcome({
          kind: 'placed',
          ticketNo: data.ticketNo,
          soldOut: data.soldOut.map(
            (s) => `${s.number} ${s.code} ${money(s.accepted)} / ${money(s.requested)}`,
          ),
        });
        table.current?.clearSelection();
        setRowAmounts({});
        table.current?.refresh();
      } else {
        setOutcome({
          kind: 'refused',
          message: reply.message ?? frame.t('receipt.failed'),
          lines:
            data && 'errors' in data ? data.errors.map((e) => ({ line: e.line, message: e.message })) : [],
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const threshold = options.threshold;
  const columns: Col[] = [
    {
      id: 'number',
      header: 'col.number',
      footer: 'col.total',
      cell: (r) => (
        <>
          {r.number}
          {r.ibox && <Tag>{t('run.ibox')}</Tag>}
          {overThreshold(r, threshold) && <Tag aria-label={t('run.over')}>▲</Tag>}
        </>
      ),
      exportValue: (r) => (r.ibox ? `${r.number} (iBox)` : r.number),
    },
    { id: 'code', header: 'col.code' },
    { id: 'in', header: 'col.in', kind: 'amount', footer: (c) => c.overallInfo?.in ?? null },
    { id: 'eat', header: 'col.eat', kind: 'amount', footer: (c) => c.overallInfo?.eat ?? null },
    { id: 'eatNet', header: 'col.eatNet', kind: 'amount', footer: (c) => c.overallInfo?.eatNet ?? null },
    { id: 'run', header: 'col.run', kind: 'amount', footer: (c) => c.overallInfo?.run ?? null },
    {
      id: 'exposure',
      header: 'col.exposure',
      kind: 'amount',
      footer: (c) => c.overallInfo?.exposure ?? null,
    },
    {
      id: 'exposureNet',
      header: 'col.exposureNet',
      kind: 'amount',
      footer: (c) => c.overallInfo?.exposureNet ?? null,
    },
    { id: 'limit', header: 'col.limit', align: 'right', cell: (r) => money(r.limit) },
    // The run amount of a ticked row: its own when typed, else the common run amount (placeholder).
    ...(viewing
      ? []
      : [
          {
            id: 'runAmount',
            header: 'run.rowAmount',
            align: 'right',
            exportable: false,
            value: (r) => rowAmounts[runRowId(r)] ?? '',
            cell: (r) => {
              const id = runRowId(r);
              return (
                <RowAmount
                  type="text"
                  inputMode="decimal"
                  data-no-print
                  aria-label={t('run.rowAmountOf', {
                    number: r.ibox ? `${r.number} ${t('run.ibox')}` : r.number,
                    code: r.code,
                  })}
                  placeholder={amountText}
                  value={rowAmounts[id] ?? ''}
                  onChange={(e) => {
                    const text = e.target.value;
                    setRowAmounts((prev) => ({ ...prev, [id]: text }));
                  }}
                />
              );
            },
          } satisfies Col,
        ]),
    { id: 'limitLeft', header: 'col.limitLeft', align: 'right', cell: (r) => money(r.limitLeft) },
    {
      id: 'overLimit',
      header: 'col.overLimit',
      kind: 'amount',
      footer: (c) => c.overallInfo?.overLimit ?? null,
    },
  ];

  const pools = usePoolOptions(false);
  const digits = useDigitOptions();
  const extraLines: ReportLine[] = [
    [t('filter.pool'), poolLabel(options.poolId, '')],
    [t('filter.digits'), t(`digits.${options.digits}`)],
    ...(options.number ? [[t('filter.number'), options.number] as const] : []),
    ...(threshold !== undefined ? [[t('filter.threshold'), money(threshold)] as const] : []),
  ];
  const problemText =
    problem === 'run.eatType'
      ? t('run.eatTypeMissing')
      : problem === 'run.amount'
        ? t('run.amountMissing')
        : problem
          ? t(problem)
          : null;

  return (
    <Page titleKey="RUN_MAP_REPORT">
      {eat && (
        <Panel title={t('eat.title')}>
          <Facts>
            <div>
              <dt>{t('eat.account')}</dt>
              <dd>{eat.username}</dd>
            </div>
            <div>
              <dt>{t('eat.positionTaking')}</dt>
              <dd>{eat.positionTaking}%</dd>
            </div>
            <div>
              <dt>{t('eat.grouping')}</dt>
              <dd>{t(`eat.g${eat.grouping}`)}</dd>
            </div>
            <div>
              <dt>{t('eat.maxFightLimit')}</dt>
              <dd>{eat.maxFightLimit === null ? t('eat.none') : money(eat.maxFightLimit)}</dd>
            </div>
          </Facts>
        </Panel>
      )}
      <Panel>
        {ready && (
          <>
            <ReportFilters<RunForm>
              value={formValue}
              onApply={apply}
              currencies={currencies}
              pools={false}
              singleDate
              trail={trail}
              extraLines={extraLines}
            >
              <SelectField<number> name="poolId" label={t('filter.pool')} options={pools} />
              <SelectField<string> name="digits" label={t('filter.digits')} options={digits} />
              <TextField name="number" label={t('filter.number')} inputMode="numeric" maxLength={6} />
              <TextField
                name="threshold"
                label={t('filter.threshold')}
                hint={t('filter.thresholdHint')}
                inputMode="decimal"
              />
            </ReportFilters>
            {error ? null : (
              <>
                {processing && <Warning role="status">{frame.t('msg.processing')}</Warning>}
                <DataTable<RunMapRow, RunMapOverall>
                  ref={table}
                  caption={t('RUN_MAP_REPORT', { ns: ['common', 'ui'] })}
                  columns={columns}
                  fetchPage={fetchPage}
                  queryKey={body}
                  getRowId={runRowId}
                  namespaces={TABLE_NAMESPACES}
                  searchable={false}
                  initialPageSize={100}
                  selectable={!viewing}
                  onSelectionChange={setSelection}
                  rowTint={(r) => (overThreshold(r, threshold) ? 'danger' : undefined)}
                  overall={(o) =>
                    o
                      ? [
                          { label: 'col.exposure', value: o.exposure },
                          { label: 'col.overLimit', value: o.overLimit },
                          ...(threshold !== undefined
                            ? [{ label: t('run.overCount'), value: o.overCount }]
                            : []),
                        ]
                      : []
                  }
                  exportCsv
                  exportExcel
                  exportFileName="run-map-report"
                />
              </>
            )}
          </>
        )}
      </Panel>
      {ready && !error && !viewing && (
        <Panel title={t('run.title')}>
          {!open && <Hint>{t('run.closed')}</Hint>}
          <RunBar>
            <span>{t('run.selected', { count: selection?.count ?? 0 })}</span>
            <SelectInput<string>
              label={t('run.eatType')}
              placeholder={t('run.chooseEatType')}
              value={eatType}
              options={[
                { value: 'gross', label: t('run.gross') },
                { value: 'net', label: t('run.net') },
              ]}
              onChange={(v) => setEatType(v === 'gross' || v === 'net' ? v : '')}
            />
            <AmountInput label={t('run.amount')} value={amountText} onChange={setAmountText} />
            <Button variant="primary" onClick={() => void save()} disabled={saving}>
              {saving ? t('run.saving') : t('run.save')}
            </Button>
          </RunBar>
          {problemText && <Warning role="alert">{problemText}</Warning>}
          {outcome?.kind === 'placed' && (
            <Done role="status">
              {t('run.placed', { ticketNo: outcome.ticketNo })}
              {outcome.soldOut.length > 0 && ` ${t('run.soldOut', { lines: outcome.soldOut.join('; ') })}`}
            </Done>
          )}
          {outcome?.kind === 'refused' && (
            <Refused role="alert">
              {t('run.refused', { message: localMessage(outcome.message) })}
              {outcome.lines.length > 0 && (
                <ul>
                  {outcome.lines.map((l) => (
                    <li key={l.line}>{t('run.line', { line: l.line, message: l.message })}</li>
                  ))}
                </ul>
              )}
            </Refused>
          )}
        </Panel>
      )}
    </Page>
  );
}
