import { useCallback, useMemo } from 'react';
import { Form, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  ControlBar,
  DataTable,
  Hint,
  Page,
  Panel,
  type DataTableColumn,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, postingKeys, type PostingAgentEatRow, type PostingAgentEatTotals } from './api';
import { usePoolOptions } from './components/RangeFilterBar';
import { overallAmounts, totalColumn } from './components/totals';
import { useCompanyChoice } from './components/useCompanyChoice';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import {
  eatBody,
  type EatFilter,
  poolName,
  postingNumberText,
  postingRowId,
  readEatFilter,
  writeEatFilter,
} from './model';

registerPostingTranslations();

type Row = PostingAgentEatRow;
type Col = DataTableColumn<Row, PostingAgentEatTotals>;

interface Values {
  drawDate: string;
  poolId: number;
  agentId: number;
  companyId: number;
}

/**
 * /posting/posting-agent-eat-detail (REPORTS.md "Posting details"): per remote agent and draw, what
 * was sent to it per number and code, what it accepted and what it sold out back. The draw date,
 * pool and agent are kept in the address.
 */
export default function PostingAgentEatDetailScreen() {
  const { t } = usePostingT();
  const company = useCompanyChoice();
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filter = useMemo<EatFilter>(() => {
    const f = readEatFilter(new URLSearchParams(text));
    if (company.superAdmin) return f;
    const { companyId: _ignored, ...own } = f;
    return own;
  }, [text, company.superAdmin]);
  const apply = useCallback((f: EatFilter) => setParams((prev) => writeEatFilter(prev, f)), [setParams]);
  const body = useMemo(() => eatBody(filter), [filter]);
  const pools = usePoolOptions(t('filter.allPools'));
  const agents = useApiQuery(postingKeys.agents(filter.companyId), (signal) =>
    postingApi.remoteAgents(filter.companyId, signal),
  );
  const agentOptions = [
    { value: 0, label: t('filter.allAgents') },
    ...(agents.data?.rows ?? []).map((a) => ({ value: a.agentId, label: a.name })),
  ];

  const fetchPage: FetchPage<Row, PostingAgentEatTotals> = (q) => postingApi.agentEatDetails(body, q);
  const columns: Col[] = [
    { id: 'agentName', header: 'col.agent', footer: 'col.total' },
    { id: 'drawDate', header: 'col.drawDate' },
    { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId) },
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r) },
    { id: 'code', header: 'col.code' },
    totalColumn<Row, PostingAgentEatTotals>('sent'),
    totalColumn<Row, PostingAgentEatTotals>('accepted'),
    totalColumn<Row, PostingAgentEatTotals>('soldOut'),
  ];

  return (
    <Page titleKey="POSTING_AGENT_EAT_DETAIL">
      <Panel>
        <Hint>{t('eat.hint')}</Hint>
        <div data-no-print>
          <Form<Values>
            label={t('filter.search')}
            initialValues={{
              drawDate: filter.drawDate,
              poolId: filter.poolId,
              agentId: filter.agentId ?? 0,
              companyId: filter.companyId ?? 0,
            }}
            enableReinitialize
            onSubmit={(v) =>
              apply({
                drawDate: v.drawDate || filter.drawDate,
                poolId: v.poolId,
                ...(v.agentId ? { agentId: v.agentId } : {}),
                ...(v.companyId ? { companyId: v.companyId } : {}),
              })
            }
          >
            <ControlBar>
              <TextField name="drawDate" type="date" label={t('filter.drawDate')} />
              <SelectField<number> name="poolId" label={t('filter.pool')} options={pools} />
              {company.superAdmin && company.ready && (
                <SelectField<number> name="companyId" label={t('filter.company')} options={company.options} />
              )}
              <SelectField<number> name="agentId" label={t('filter.agent')} options={agentOptions} />
              <Button type="submit" variant="primary">
                {t('filter.search')}
              </Button>
            </ControlBar>
          </Form>
        </div>
        <DataTable<Row, PostingAgentEatTotals>
          caption={t('POSTING_AGENT_EAT_DETAIL', { ns: ['common'] })}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={body}
          getRowId={(r) => `${r.agentId}:${r.poolId}:${postingRowId(r)}`}
          namespaces={TABLE_NAMESPACES}
          searchable={false}
          initialPageSize={100}
          rowTint={(r) => (Math.round(r.soldOut * 100) > 0 ? 'danger' : undefined)}
          overall={overallAmounts<PostingAgentEatTotals>(['sent', 'accepted', 'soldOut'])}
          exportCsv
          exportExcel
          exportFileName={`posting-agent-eat-${filter.drawDate}`}
        />
      </Panel>
    </Page>
  );
}
